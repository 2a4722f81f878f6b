/**
 * Create or update one bill/invoice (SPEC.md §2, §5): 'Nummer', 'Datum', 'Företagsnamn'
 * (from the customer list or typed freely), 'Pris', 'Moms', 'Betald', 'Sista dag', 'Bild'.
 * Errors show on submit only. A failed save keeps everything typed; a double tap saves once.
 * Fast intake (issue 11 item 7): focus starts on 'Nummer'; Moms offered from the price at
 * 25/12/6 %; 'Sista dag' follows the date + 30 days until typed; Enter saves; 'Spara och nästa'
 * saves and opens a fresh form; several files picked or dropped at once are a queue, one form
 * each, each file uploaded only when its form is saved.
 */
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice, Field, Loader, SelectField, uiStyles } from '../../../components/ui';
import { localIsoDate } from '../../../lib/time';
import { formatKr } from '../../../lib/money';
import { sv } from '../../../i18n/sv-admin';
import type { BillItem, BillKind } from '../../../types/api';
import {
  addDays,
  DUE_DAYS,
  emptyValues,
  oreText,
  validate,
  valuesOf,
  VAT_RATES,
  vatOfPrice,
  type BillField,
  type BillFieldErrors,
  type BillFormValues,
} from '../bill-form';
import { itemSaved } from '../bill-writes';
import { findListed, listedCompanies } from '../company';
import { FileRejected, prepareFile, type PreparedFile } from '../prepare-file';
import { Modal } from '../../../components/dialog';
import { ReceiptView } from './receipt-view';
import styles from './bills.module.css';

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
  const [freeCompany, setFreeCompany] = useState(() => Boolean(item && !findListed(item.companyname)));
  const [errors, setErrors] = useState<BillFieldErrors>({});
  /** The refused submit's notice (a new object each time, so it is scrolled to and focused again). */
  const [formError, setFormError] = useState<{ message: string } | null>(null);
  const [file, setFile] = useState<PreparedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [converting, setConverting] = useState(false);
  /** The latest pick: a conversion that finishes after another file was picked is dropped. */
  const pickRef = useRef(0);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  /** This form's own key: a save whose outcome stayed unknown is checked before the next one. */
  const [formKey, setFormKey] = useState(newFormKey);
  // A create whose answer was lost or repeated is told on the page instead (its note stays).
  const save = useMutation(itemSaved, {
    success: (saved) => (saved.note ? '' : saved.mode === 'create' ? sv.bills.created : sv.bills.updated),
  });
  const busy = save.pending;
  const fileId = useId();

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return undefined;
    }
    const url = URL.createObjectURL(file.blob);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

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

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  }

  /** The next receipt: a fresh form (its own key), with the queue's next file if any. */
  function nextForm(queued: File | undefined) {
    setValues(emptyValues(localIsoDate()));
    setLastdayTyped(false);
    setErrors({});
    setFormError(null);
    setFreeCompany(false);
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

  /** Set when the company field changes kind by a press: focus follows to the field it opens. */
  const companyRef = useRef<HTMLDivElement>(null);
  const companyToggled = useRef(false);
  useEffect(() => {
    if (!companyToggled.current) return;
    companyToggled.current = false;
    companyRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [freeCompany]);

  async function onFile(picked: File | undefined) {
    const pick = ++pickRef.current;
    setFileError(null);
    setFile(null);
    if (!picked) {
      setConverting(false);
      return;
    }
    setConverting(true);
    try {
      const prepared = await prepareFile(picked);
      if (pick !== pickRef.current) return;
      setFile(prepared);
    } catch (error) {
      if (pick !== pickRef.current) return;
      // Everything typed stays; only the file is refused.
      setFileError(error instanceof FileRejected ? error.message : sv.bills.fileWrongType);
    } finally {
      if (pick === pickRef.current) setConverting(false);
    }
  }

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

  const vatOffers = VAT_RATES.map((rate) => ({ rate, ore: vatOfPrice(values.price, rate) }));

  const b = sv.bills;
  const title = item ? b.editHeading[kind] : b.createHeading[kind];
  const selectValue = findListed(values.companyname) ?? '';

  return (
    <Modal title={title} onClose={onClose} wide initialFocus={focusFirst}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.form}>
        <div className={styles.formGrid}>
          <Field label={b.number} value={values.number} onChange={(e) => set('number', e.target.value)} error={errorOf('number')} autoComplete="off" />
          <Field label={b.date} type="date" value={values.date} onChange={(e) => setDate(e.target.value)} error={errorOf('date')} />
          <div ref={companyRef} className={[uiStyles.field, styles.wideField].join(' ')}>
            {freeCompany ? (
              <Field
                label={b.company}
                value={values.companyname}
                onChange={(e) => set('companyname', e.target.value)}
                error={errorOf('companyname')}
                autoComplete="organization"
                className={styles.flush}
              />
            ) : (
              <SelectField
                label={b.company}
                value={selectValue}
                onChange={(name) => set('companyname', name)}
                error={errorOf('companyname')}
                options={[{ value: '', label: b.choose }, ...listedCompanies.map((name) => ({ value: name, label: name }))]}
                className={[uiStyles.field, styles.flush].join(' ')}
              />
            )}
            <button
              type="button"
              className={styles.linkButton}
              aria-pressed={freeCompany}
              onClick={() => {
                companyToggled.current = true;
                setFreeCompany((f) => !f);
                if (freeCompany && !findListed(values.companyname)) set('companyname', '');
              }}
            >
              {freeCompany ? b.companyFromList : b.companyFree}
            </button>
          </div>
          <Field label={b.price} inputMode="decimal" value={values.price} onChange={(e) => set('price', e.target.value)} error={errorOf('price')} hint="kr" autoComplete="off" />
          <div className={uiStyles.field}>
            <Field label={b.tex} inputMode="decimal" value={values.tex} onChange={(e) => set('tex', e.target.value)} error={errorOf('tex')} hint="kr" autoComplete="off" className={styles.flush} />
            <div className={styles.vatOffers} role="group" aria-label={b.vatFromPrice}>
              {vatOffers.map(({ rate, ore }) => (
                <button
                  key={rate}
                  type="button"
                  className={styles.vatOffer}
                  disabled={ore === null}
                  aria-pressed={ore !== null && values.tex.trim() === oreText(ore)}
                  onClick={() => ore !== null && set('tex', oreText(ore))}
                >
                  {b.vatRate(rate, ore === null ? '–' : formatKr(ore))}
                </button>
              ))}
            </div>
          </div>
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
          {/* Files can also be dropped here; the input is the keyboard's way in. */}
          <div className={[uiStyles.field, styles.wideField, styles.dropZone].join(' ')} onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
            <label className={uiStyles.label} htmlFor={fileId}>
              {b.image}
            </label>
            {/* Keyed by the form: 'Spara och nästa' starts with an empty field, not the last file's name. */}
            <input
              key={formKey}
              id={fileId}
              type="file"
              className={[uiStyles.input, styles.fileInput, fileError ? uiStyles.invalid : ''].join(' ')}
              accept="image/*,.heic,.heif,application/pdf"
              multiple={mode === 'create'}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${fileId}-chosen ${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
              onChange={(e) => onFiles([...(e.target.files ?? [])])}
            />
            <p id={`${fileId}-chosen`} className={styles.fileChosen}>
              {file ? b.fileChosen(file.name) : converting ? null : item?.image ? b.noNewFile : b.noFile}
            </p>
            <p id={`${fileId}-hint`} className={uiStyles.hint}>
              {b.imageHint} {mode === 'create' ? b.pickHint : null}
            </p>
            {queue.length > 0 ? (
              <p className={styles.queue} role="status">
                {b.queued(queue.length)}
              </p>
            ) : null}
            {fileError ? (
              <p id={`${fileId}-error`} className={uiStyles.fieldError} role="alert">
                {fileError}
              </p>
            ) : null}
            {converting ? <Loader label={b.converting} /> : null}
          </div>
        </div>
        {file && previewUrl ? (
          <figure className={styles.preview}>
            <figcaption>{b.preview}</figcaption>
            <ReceiptView url={previewUrl} pdf={file.type === 'application/pdf'} title={b.preview} />
          </figure>
        ) : item?.image ? (
          <figure className={styles.preview}>
            <figcaption>{b.currentImage}</figcaption>
            <ReceiptView image={item.image} title={b.currentImage} small />
          </figure>
        ) : null}
        <FailureNotice failure={formError} onDismiss={() => setFormError(null)} takeFocus={false} />
        {/* A retry after an unknown outcome reads back first (itemSaved), so it never saves twice. */}
        <FailureNotice failure={save.failure} onDismiss={save.dismiss} onRetry={() => void submit()} />
        <div className={styles.actions}>
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
