/**
 * Loaded only when a statement is printed (its own chunk with react-to-print): prints the
 * given node once on mount, then reports back.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useReactToPrint } from 'react-to-print';

export const A4_PAGE_STYLE = '@page { size: A4; margin: 14mm 12mm; } body { margin: 0; }';

export default function PrintRunner({
  contentRef,
  documentTitle,
  onDone,
}: {
  contentRef: RefObject<HTMLDivElement | null>;
  documentTitle: string;
  onDone: () => void;
}) {
  const started = useRef(false);
  const print = useReactToPrint({
    contentRef,
    documentTitle,
    pageStyle: A4_PAGE_STYLE,
    onAfterPrint: onDone,
    onPrintError: onDone,
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    print();
  }, [print]);
  return null;
}
