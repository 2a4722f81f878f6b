/**
 * The month as a clean A4 list with totals. Loaded only when the admin prints (this module is
 * the only one importing react-to-print): it prints once on mount, then reports back.
 */
import { useEffect, useRef } from 'react';
import { useReactToPrint } from 'react-to-print';
import { sumOre } from '../../../lib/money';
import type { BillItem } from '../../../types/api';
import { BillsTable } from './bills-table';
import styles from './bills.module.css';

const pageStyle = `
  @page { size: A4; margin: 14mm; }
  @media print {
    html, body { background: #fff !important; color: #000; font-size: 10pt; }
  }
`;

export default function PrintMonth({
  title,
  caption,
  items,
  onDone,
}: {
  title: string;
  caption: string;
  items: BillItem[];
  onDone: (error?: unknown) => void;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({
    contentRef,
    documentTitle: title,
    pageStyle,
    onAfterPrint: () => onDone(),
    onPrintError: (_where, error) => onDone(error),
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    print();
  }, [print]);

  const totals = { priceOre: sumOre(items.map((i) => i.price)), texOre: sumOre(items.map((i) => i.tex)) };
  return (
    <div className={styles.printHost}>
      <div ref={contentRef} className={styles.printSheet}>
        <h1 className={styles.printHeading}>{title}</h1>
        <BillsTable items={items} caption={caption} totals={totals} printable />
      </div>
    </div>
  );
}
