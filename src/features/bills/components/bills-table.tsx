/** The month's items as a table (number, date, company, price, VAT, paid, last day, image). */
import { sv } from '../../../i18n/sv';
import { imageUrl } from '../../../lib/api-client';
import { formatKr, toOre } from '../../../lib/money';
import type { BillItem } from '../../../types/api';
import { companyLabel } from '../company';
import { isPdf } from '../prepare-file';
import styles from './bills.module.css';

export function Thumbnail({ image }: { image: string }) {
  if (!image) return null;
  if (isPdf({ type: '', name: image })) {
    return (
      <span className={styles.pdfBadge} aria-hidden="true">
        {sv.bills.pdf}
      </span>
    );
  }
  return <img className={styles.thumb} src={imageUrl(image)} alt="" loading="lazy" width={40} height={52} />;
}

export function BillsTable({
  items,
  caption,
  totals,
  onOpen,
  printable = false,
}: {
  items: BillItem[];
  caption: string;
  totals: { priceOre: number; texOre: number };
  onOpen?: (item: BillItem) => void;
  printable?: boolean;
}) {
  const b = sv.bills;
  return (
    <table className={[styles.table, printable ? styles.printTable : styles.responsive].join(' ')}>
      <caption className={printable ? styles.printCaption : styles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{b.number}</th>
          <th scope="col">{b.date}</th>
          <th scope="col">{b.company}</th>
          <th scope="col" className={styles.num}>
            {b.price}
          </th>
          <th scope="col" className={styles.num}>
            {b.tex}
          </th>
          <th scope="col">{b.paid}</th>
          <th scope="col">{b.lastDay}</th>
          {printable ? null : <th scope="col">{b.image}</th>}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item._id}>
            <td data-label={b.number}>{item.number}</td>
            <td data-label={b.date} className={styles.nowrap}>
              {item.date}
            </td>
            <td data-label={b.company} className={styles.company}>
              {companyLabel(item.companyname)}
            </td>
            <td data-label={b.price} className={styles.num}>
              {formatKr(toOre(item.price))}
            </td>
            <td data-label={b.tex} className={styles.num}>
              {formatKr(toOre(item.tex))}
            </td>
            <td data-label={b.paid}>{item.payment ? sv.app.yes : sv.app.no}</td>
            <td data-label={b.lastDay} className={styles.nowrap}>
              {item.lastday}
            </td>
            {printable ? null : (
              <td data-label={b.image} className={styles.imageCell}>
                <button
                  type="button"
                  className={styles.receiptButton}
                  onClick={() => onOpen?.(item)}
                  aria-label={b.showReceipt(item.number)}
                >
                  <Thumbnail image={item.image} />
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {b.total}
          </th>
          <td className={styles.num} data-testid="total-price">
            {formatKr(totals.priceOre)}
          </td>
          <td colSpan={printable ? 3 : 4} />
        </tr>
        <tr>
          <th scope="row" colSpan={4}>
            {b.vat}
          </th>
          <td className={styles.num} data-testid="total-tex">
            {formatKr(totals.texOre)}
          </td>
          <td colSpan={printable ? 2 : 3} />
        </tr>
      </tfoot>
    </table>
  );
}
