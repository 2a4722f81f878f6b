/**
 * Before the SIE file is saved (issue 16, issue 41 item 5): invoices at another VAT rate, left
 * out, and voucher numbers that would meet (sie-number-notes.tsx), with 'Exportera utan dem'.
 */
import { Button } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import type { SieOtherRate, SieResult } from '../exports/sie';
import settingsStyles from './export-settings.module.css';
import styles from './month-overview.module.css';
import { SieNumberNotes } from './sie-number-notes';

export function SieReview({
  review,
  onSave,
  onCancel,
}: {
  review: { result: SieResult; otherRates: SieOtherRate[] };
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <div className={settingsStyles.settings} role="group" aria-label={sv.monthClose.sieReviewHeading}>
      <h3>{sv.monthClose.sieReviewHeading}</h3>
      {review.otherRates.length > 0 ? (
        <>
          <p>{sv.monthClose.otherRatesIntro}</p>
          <ul>
            {review.otherRates.map((s) => (
              <li key={`${s.number} ${s.companyname}`}>{sv.monthClose.otherRateItem(`${s.number || '–'} ${s.companyname}`.trim(), s.rate)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <SieNumberNotes result={review.result} />
      <div className={styles.actions}>
        <Button onClick={onSave}>
          {review.otherRates.length + review.result.unnumbered.length > 0 ? sv.monthClose.exportWithoutThem : sv.monthClose.exportVouchers}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {sv.app.cancel}
        </Button>
      </div>
    </div>
  );
}
