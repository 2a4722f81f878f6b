/**
 * Create or update one bill/invoice (SPEC.md §2, §5): 'Nummer', 'Datum', 'Företagsnamn'
 * (from the customer list or typed freely), 'Pris', 'Moms', 'Betald', 'Sista dag', 'Bild'.
 * Errors show on submit only. A failed save keeps everything typed; a double tap saves once.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice, Field, Loader, uiStyles } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import type { BillItem, BillKind } from '../../../types/api';
import { emptyValues, validate, valuesOf, type BillField, type BillFieldErrors, type BillFormValues } from '../bill-form';
import { filePicked, fileCleared, itemSaved } from '../bills-slice';
import { findListed, listedCompanies } from '../company';
import { todayIso } from '../months';
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
}

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
  const dispatch = useAppDispatch();
  const mode = item ? 'update' : 'create';
  const [values, setValues] = useState<BillFormValues>(() => (item ? valuesOf(item) : emptyValues(todayIso())));
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
  const [formKey] = useState(() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
  const save = useMutation(itemSaved, { success: (saved) => (saved.mode === 'create' ? sv.bills.created : sv.bills.updated) });
  const busy = save.pending;
  const selectId = useId();
  const paidId = useId();
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

  const errorOf = (field: BillField) => (errors[field] ? fieldMessages[field] : undefined);

  async function onFile(picked: File | undefined) {
    const pick = ++pickRef.current;
    setFileError(null);
    setFile(null);
    if (!picked) {
      setConverting(false);
      dispatch(fileCleared());
      return;
    }
    setConverting(true);
    try {
      const prepared = await prepareFile(picked);
      if (pick !== pickRef.current) return;
      setFile(prepared);
      dispatch(filePicked({ oldImage: item?.image ?? '' }));
    } catch (error) {
      if (pick !== pickRef.current) return;
      // Everything typed stays; only the file is refused.
      setFileError(error instanceof FileRejected ? error.message : sv.bills.fileWrongType);
    } finally {
      if (pick === pickRef.current) setConverting(false);
    }
  }

  async function submit() {
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
      form: formKey,
    });
    if (outcome.ok) onSaved({ mode, date: values.date, cleanupFailed: outcome.value.cleanupFailed });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  const b = sv.bills;
  const title = item ? b.editHeading[kind] : b.createHeading[kind];
  const selectValue = findListed(values.companyname) ?? '';

  return (
    <Modal title={title} onClose={onClose} wide>
      <form onSubmit={onSubmit} noValidate className={styles.form}>
        <div className={styles.formGrid}>
          <Field label={b.number} value={values.number} onChange={(e) => set('number', e.target.value)} error={errorOf('number')} autoComplete="off" />
          <Field label={b.date} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} error={errorOf('date')} />
          <div className={[uiStyles.field, styles.wideField].join(' ')}>
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
              <>
                <label className={uiStyles.label} htmlFor={selectId}>
                  {b.company}
                </label>
                <select
                  id={selectId}
                  className={[uiStyles.input, errors.companyname ? uiStyles.invalid : ''].join(' ')}
                  value={selectValue}
                  aria-invalid={errors.companyname ? true : undefined}
                  aria-describedby={errors.companyname ? `${selectId}-error` : undefined}
                  onChange={(e) => set('companyname', e.target.value)}
                >
                  <option value="">{b.choose}</option>
                  {listedCompanies.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
                {errors.companyname ? (
                  <p id={`${selectId}-error`} className={uiStyles.fieldError}>
                    {b.companyError}
                  </p>
                ) : null}
              </>
            )}
            <button
              type="button"
              className={styles.linkButton}
              aria-pressed={freeCompany}
              onClick={() => {
                setFreeCompany((f) => !f);
                if (freeCompany && !findListed(values.companyname)) set('companyname', '');
              }}
            >
              {freeCompany ? b.companyFromList : b.companyFree}
            </button>
          </div>
          <Field label={b.price} inputMode="decimal" value={values.price} onChange={(e) => set('price', e.target.value)} error={errorOf('price')} hint="kr" autoComplete="off" />
          <Field label={b.tex} inputMode="decimal" value={values.tex} onChange={(e) => set('tex', e.target.value)} error={errorOf('tex')} hint="kr" autoComplete="off" />
          <div className={uiStyles.field}>
            <label className={uiStyles.label} htmlFor={paidId}>
              {b.paid}
            </label>
            <select
              id={paidId}
              className={uiStyles.input}
              value={values.payment ? 'yes' : 'no'}
              onChange={(e) => set('payment', e.target.value === 'yes')}
            >
              <option value="no">{sv.app.no}</option>
              <option value="yes">{sv.app.yes}</option>
            </select>
          </div>
          <Field label={b.lastDay} type="date" value={values.lastday} onChange={(e) => set('lastday', e.target.value)} error={errorOf('lastday')} />
          <div className={[uiStyles.field, styles.wideField].join(' ')}>
            <label className={uiStyles.label} htmlFor={fileId}>
              {b.image}
            </label>
            <input
              id={fileId}
              type="file"
              className={[uiStyles.input, styles.fileInput, fileError ? uiStyles.invalid : ''].join(' ')}
              accept="image/*,.heic,.heif,application/pdf"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            <p id={`${fileId}-hint`} className={uiStyles.hint}>
              {b.imageHint}
            </p>
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
        <FailureNotice failure={formError} onDismiss={() => setFormError(null)} />
        {/* A retry after an unknown outcome reads back first (itemSaved), so it never saves twice. */}
        <FailureNotice failure={save.failure} onDismiss={save.dismiss} onRetry={() => void submit()} />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy || converting} aria-busy={busy}>
            {busy ? b.saving : b.save}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {sv.app.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
