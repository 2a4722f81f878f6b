/**
 * The month as a clean A4 list with totals. Loaded only when the admin prints: it prints once
 * on mount through the shared print runner, then reports back.
 */
import { useRef } from 'react';
import PrintRunner from '../../../components/print-runner';
import { sumOre } from '../../../lib/money';
import type { BillItem } from '../../../types/api';
import { BillsTable } from './bills-table';
import styles from './bills.module.css';

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

  const totals = { priceOre: sumOre(items.map((i) => i.price)), texOre: sumOre(items.map((i) => i.tex)) };
  return (
    <div className={styles.printHost}>
      <div ref={contentRef} className={styles.printSheet}>
        <h1 className={styles.printHeading}>{title}</h1>
        <BillsTable items={items} caption={caption} totals={totals} printable />
      </div>
      <PrintRunner contentRef={contentRef} documentTitle={title} onDone={onDone} />
    </div>
  );
}
