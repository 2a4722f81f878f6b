/**
 * The one print runner (react-to-print), loaded only when something is printed: prints the
 * given node once on mount on A4, then reports back (with the error, if printing failed).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useReactToPrint } from 'react-to-print';
import { A4_PAGE_STYLE } from './print-page-style';

export default function PrintRunner({
  contentRef,
  documentTitle,
  onDone,
}: {
  contentRef: RefObject<HTMLDivElement | null>;
  documentTitle: string;
  onDone: (error?: unknown) => void;
}) {
  const started = useRef(false);
  const print = useReactToPrint({
    contentRef,
    documentTitle,
    pageStyle: A4_PAGE_STYLE,
    onAfterPrint: () => onDone(),
    onPrintError: (_where, error) => onDone(error),
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    print();
  }, [print]);
  return null;
}
