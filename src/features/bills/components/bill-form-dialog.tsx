/**
 * Create or update one bill/invoice (SPEC.md §2, §5): 'Nummer', 'Datum', 'Företagsnamn'
 * (from the customer list or typed freely), 'Pris', 'Moms', 'Betald', 'Sista dag', 'Bild'.
 * Errors show on submit only. A failed save keeps everything typed; a double tap saves once.
 * Fast intake (issue 11 item 7): focus starts on 'Nummer'; Moms offered from the price at
 * 25/12/6 %; 'Sista dag' follows the date + 30 days until typed; Enter saves; 'Spara och nästa'
 * saves and opens a fresh form; several files picked or dropped at once are a queue, one form
 * each, each file uploaded only when its form is saved. The company, VAT and file fields are
 * components of their own (bill-company-field.tsx, bill-vat-field.tsx, bill-file-field.tsx).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice, Field, SelectField } from '../../../components/ui';
import { localIsoDate } from '../../../lib/time';
import { sv } from '../../../i18n/sv-admin';
import type { BillItem, BillKind } from '../../../types/api';
import { addDays, DUE_DAYS, emptyValues, validate, valuesOf, type BillField, type BillFieldErrors, type BillFormValues } from '../bill-form';
import { itemSaved } from '../bill-writes';
import { findListed } from '../company';
import { Modal } from '../../../components/dialog';
import { BillCompanyField } from './bill-company-field';
import { BillFileField, BillFilePreview } from './bill-file-field';
import { BillVatField } from './bill-vat-field';
import { useBillFile } from './use-bill-file';
import styles from './bill-form.module.css';
import shared from './bills.module.css';

const fieldMessages: Record<BillField, string> = {
  number: sv.bills.numberError,
  date: sv.bills.dateError,
  companyname: sv.bills.companyError,
  price: sv.bills.priceError,
  tex: sv.bills.texError,
  lastday: sv.bills.lastDayError,
};

export interface SavedResult {
  mode: 'create' | 'update';
  date: string;
  cleanupFailed: boolean;
  /** What happened to a create whose answer was lost or repeated (issue 27); null: as usual. */
  note: string | null;
  /** The form stays open for the next receipt ('Spara och nästa', or files left in the queue). */
  next: boolean;
}

const newFormKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function BillFormDialog({
  kind,
  item,
  onClose,
  onSaved,
}: {
  kind: BillKind;
  /** The item to update; none to create. */
  item?: BillItem;
  onClose: () => void;
  onSaved: (result: SavedResult) => void;
}) {
  const mode = item ? 'update' : 'create';
  const [values, setValues] = useState<BillFormValues>(() => (item ? valuesOf(item) : emptyValues(localIsoDate())));
  /** 'Sista dag' follows the date (+30 days) until it is typed. */
  const [lastdayTyped, setLastdayTyped] = useState(Boolean(item));
  /** Files picked or dropped together after the first: one form each, in order. */
  const [queue, setQueue] = useState<File[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<BillFieldErrors>({});
  /** The refused submit's notice (a new object each time, so it is scrolled to and focused again). */
  const [formError, setFormError] = useState<{ message: string } | null>(null);
  const billFile = useBillFile();
  const { file, fileError, setFileError, converting, onFile } = billFile;
  /** This form's own key: a fresh form ('Spara och nästa') starts with its file and company fields anew. */
  const [formKey, setFormKey] = useState(newFormKey);
  // A create whose answer was lost or repeated is told on the page instead (its note stays).
  const save = useMutation(itemSaved, {
    success: (saved) => (saved.note ? '' : saved.mode === 'create' ? sv.bills.created : sv.bills.updated),
  });
  const busy = save.pending;

  function set<K extends keyof BillFormValues>(key: K, value: BillFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
  }

  function setDate(date: string) {
    setValues((v) => ({ ...v, date, lastday: lastdayTyped ? v.lastday : addDays(date, DUE_DAYS) || v.lastday }));
  }

  const focusFirst = () => formRef.current?.querySelector<HTMLElement>('input, select, textarea');

  function onFiles(files: readonly File[]) {
    const [first, ...rest] = files;
    if (mode === 'create') setQueue((q) => [...rest, ...q]);
    void onFile(first);
  }

  /** The next receipt: a fresh form (its own key), with the queue's next file if any. */
  function nextForm(queued: File | undefined) {
    setValues(emptyValues(localIsoDate()));
    setLastdayTyped(false);
    setErrors({});
    setFormError(null);
    setFormKey(newFormKey());
    void onFile(queued);
    focusFirst()?.focus();
  }

  const errorOf = (field: BillField) => (errors[field] ? fieldMessages[field] : undefined);

  // A refused submit: the first invalid field is scrolled into view and focused, not the notice
  // at the bottom (DECISIONS.md 19); on a phone the field may be far above it.
  useEffect(() => {
    if (!formError) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [formError]);

  async function submit(next = false) {
    if (busy || converting) return;
    // The error flag is cleared on submit and set again when validation fails (SPEC.md §5).
    setFormError(null);
    save.dismiss();
    const result = validate(values);
    setErrors(result.fields);
    const missingFile = mode === 'create' && !file;
    if (missingFile) setFileError((e) => e ?? sv.bills.imageRequired);
    if (result.error || missingFile || fileError) {
      setFormError({ message: `${sv.errors.invoiceForm} ${b.checkFields}` });
      return;
    }
    // A second press while this save is on its way is skipped by the mutation (one save).
    const outcome = await save.run({
      kind,
      mode,
      ...(item ? { id: item._id } : {}),
      values,
      file: file ? { blob: file.blob, name: file.name } : null,
      oldImage: item?.image ?? '',
    });
    if (!outcome.ok) return;
    const [queued, ...rest] = queue;
    const more = mode === 'create' && (next || queued !== undefined);
    onSaved({ mode, date: values.date, cleanupFailed: outcome.value.cleanupFailed, note: outcome.value.note, next: more });
    if (!more) return;
    setQueue(rest);
    nextForm(queued);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  const b = sv.bills;
  const title = item ? b.editHeading[kind] : b.createHeading[kind];

  return (
    <Modal title={title} onClose={onClose} wide initialFocus={focusFirst}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.form}>
        <div className={styles.formGrid}>
          <Field label={b.number} value={values.number} onChange={(e) => set('number', e.target.value)} error={errorOf('number')} autoComplete="off" />
          <Field label={b.date} type="date" value={values.date} onChange={(e) => setDate(e.target.value)} error={errorOf('date')} />
          {/* Keyed by the form: a fresh form starts from the list again. */}
          <BillCompanyField
            key={formKey}
            value={values.companyname}
            onChange={(name) => set('companyname', name)}
            error={errorOf('companyname')}
            initiallyFree={Boolean(item && !findListed(item.companyname))}
          />
          <Field label={b.price} inputMode="decimal" value={values.price} onChange={(e) => set('price', e.target.value)} error={errorOf('price')} hint="kr" autoComplete="off" />
          <BillVatField price={values.price} tex={values.tex} onTex={(tex) => set('tex', tex)} error={errorOf('tex')} />
          <SelectField
            label={b.paid}
            value={values.payment ? 'yes' : 'no'}
            onChange={(paid) => set('payment', paid === 'yes')}
            options={[
              { value: 'no', label: sv.app.no },
              { value: 'yes', label: sv.app.yes },
            ]}
          />
          <Field
            label={b.lastDay}
            type="date"
            value={values.lastday}
            onChange={(e) => {
              setLastdayTyped(true);
              set('lastday', e.target.value);
            }}
            error={errorOf('lastday')}
          />
          <BillFileField billFile={billFile} formKey={formKey} multiple={mode === 'create'} item={item} queued={queue.length} onFiles={onFiles} />
        </div>
        <BillFilePreview billFile={billFile} item={item} />
        <FailureNotice failure={formError} onDismiss={() => setFormError(null)} takeFocus={false} />
        {/* A retry after an unknown outcome reads back first (itemSaved), so it never saves twice. */}
        <FailureNotice failure={save.failure} onDismiss={save.dismiss} onRetry={() => void submit()} />
        <div className={shared.actions}>
          <Button type="submit" disabled={busy || converting} aria-busy={busy}>
            {busy ? b.saving : b.save}
          </Button>
          {mode === 'create' ? (
            <Button variant="secondary" disabled={busy || converting} onClick={() => void submit(true)}>
              {b.saveAndNext}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {sv.app.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
