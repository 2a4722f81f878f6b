/** The bill form's 'Moms' (bill-form-dialog.tsx), with the VAT of the price at 25, 12 and 6 % offered beside it. */
import { Field, uiStyles } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { formatKr } from '../../../lib/money';
import { oreText, VAT_RATES, vatOfPrice } from '../bill-form';
import styles from './bill-form.module.css';

export function BillVatField({ price, tex, onTex, error }: { price: string; tex: string; onTex: (tex: string) => void; error: string | undefined }) {
  const b = sv.bills;
  const offers = VAT_RATES.map((rate) => ({ rate, ore: vatOfPrice(price, rate) }));
  return (
    <div className={uiStyles.field}>
      <Field label={b.tex} inputMode="decimal" value={tex} onChange={(e) => onTex(e.target.value)} error={error} hint="kr" autoComplete="off" className={styles.flush} />
      <div className={styles.vatOffers} role="group" aria-label={b.vatFromPrice}>
        {offers.map(({ rate, ore }) => (
          <button
            key={rate}
            type="button"
            className={styles.vatOffer}
            disabled={ore === null}
            aria-pressed={ore !== null && tex.trim() === oreText(ore)}
            onClick={() => ore !== null && onTex(oreText(ore))}
          >
            {b.vatRate(rate, ore === null ? '–' : formatKr(ore))}
          </button>
        ))}
      </div>
    </div>
  );
}
