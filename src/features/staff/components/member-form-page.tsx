/**
 * Member form (/admin/list/create/:id?): create a member (POST /api/auth/create/) or, with an
 * id, edit one (PUT /api/auth/edit/{id}/), filled from GET /api/auth/user/{id}/. Errors show on
 * submit; every field must pass its rule of SPEC.md §5. A result screen follows with a way back
 * to /admin/. With an id the 'ändra lösenord' and 'lägg till bankkonto' sections open with
 * their 'Klicka här' buttons. Saving goes through the one mutation path (useMutation): two
 * presses send one call, a failure shows next to the button and takes focus, nothing typed is lost.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMutation } from '../../../app/use-mutation';
import { BackLink } from '../../../components/layout';
import { Button, FailureNotice, Field, LoadingError, PasswordField, buttonClass } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv-admin';
import { errorOf } from '../../../lib/request';
import { digitsOnly, isValidPassword, isValidPhone } from '../../../lib/validation';
import { isValidEmail, isValidPersonnummer, isValidUserName } from '../../../lib/details-validation';
import { memberCheck, memberCreated, memberEdited, memberFetched, membersFetched, selectMember, selectStaffRequest } from '../staff-slice';
import { PendingCreates } from '../../../components/pending-creates';
import { markerText, type PendingCreate } from '../../../lib/writes/create-once';
import { AdminBankForm } from './admin-bank-form';
import { AdminPasswordSection } from './admin-password-section';
import { Expandable } from './expandable';
import styles from './staff.module.css';

interface Form {
  fullname: string;
  phone: string;
  email: string;
  personnummer: string;
  password: string;
}

type Errors = Partial<Record<keyof Form, string>>;

const empty: Form = { fullname: '', phone: '', email: '', personnummer: '', password: '' };

/** The errors of a submitted form; creating also checks the password. */
export function validateMember(form: Form, creating: boolean): Errors {
  const errors: Errors = {};
  if (!isValidUserName(form.fullname)) errors.fullname = sv.staff.fullnameError;
  if (!isValidPhone(form.phone)) errors.phone = sv.staff.phoneError;
  if (!isValidEmail(form.email)) errors.email = sv.staff.emailError;
  if (!isValidPersonnummer(form.personnummer)) errors.personnummer = sv.staff.personnummerError;
  if (creating && !isValidPassword(form.password)) errors.password = sv.staff.passwordError;
  return errors;
}

const pendingMemberTexts = { waiting: sv.staff.createWaiting, landed: sv.staff.createLanded, notLanded: sv.staff.createNotLanded };

function memberOfPending(marker: PendingCreate) {
  const phone = markerText(marker, 'phone');
  return phone ? memberCheck(phone) : null;
}

export default function MemberFormPage() {
  const { id } = useParams();
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectMember);
  const request = useAppSelector(selectStaffRequest);
  const loaded = id ? (member?._id === id ? member : null) : null;

  const [form, setForm] = useState<Form>(empty);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<string | null>(null);
  // The result screen says what was saved: no toast as well.
  const create = useMutation(memberCreated);
  const edit = useMutation(memberEdited);
  const save = id ? edit : create;
  const { dismiss: dismissCreate } = create;
  const { dismiss: dismissEdit } = edit;

  useEffect(() => {
    setResult(null);
    setErrors({});
    dismissCreate();
    dismissEdit();
    if (id) void dispatch(memberFetched(id));
    else setForm(empty);
  }, [dispatch, id, dismissCreate, dismissEdit]);

  // Fill the form once per member, when it has arrived.
  if (loaded && filledFrom !== loaded._id) {
    setFilledFrom(loaded._id);
    setForm({ ...empty, fullname: loaded.fullname, phone: loaded.phone, email: loaded.email, personnummer: loaded.personnummer });
  }

  const creating = !id;

  function set<K extends keyof Form>(key: K, value: string) {
    setForm((f) => ({ ...f, [key]: value }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = validateMember(form, creating);
    setErrors(next);
    if (Object.keys(next).length > 0) {
      save.dismiss();
      return;
    }
    const fields = {
      fullname: form.fullname.trim(),
      phone: digitsOnly(form.phone),
      email: form.email.trim(),
      personnummer: form.personnummer.trim(),
    };
    if (id) {
      if ((await edit.run({ id, user: fields })).ok) setResult(sv.staff.updated);
    } else {
      const created = await create.run({ ...fields, password: form.password });
      if (!created.ok) return;
      // What the provider holds decides the message (issue 27): created, once.
      setResult(created.value.message);
      setForm(empty);
    }
  }

  if (result) {
    return (
      <section className={`${styles.page} ${styles.result}`} aria-labelledby="member-result">
        <h1 id="member-result">{id ? sv.staff.editHeading : sv.staff.createHeading}</h1>
        <p role="status">{result}</p>
        <Link to={paths.admin.root} className={buttonClass()}>
          {sv.staff.backToStart}
        </Link>
      </section>
    );
  }

  const heading = id ? sv.staff.editHeading : sv.staff.createHeading;

  const formView = (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field
        label={sv.staff.fullname}
        name="fullname"
        autoComplete="off"
        value={form.fullname}
        onChange={(e) => set('fullname', e.target.value)}
        error={errors.fullname}
      />
      <Field
        label={sv.staff.phone}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        value={form.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={errors.phone}
      />
      <Field
        label={sv.staff.email}
        name="email"
        type="email"
        autoComplete="off"
        value={form.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors.email}
      />
      <Field
        label={sv.staff.personnummer}
        name="personnummer"
        inputMode="numeric"
        autoComplete="off"
        placeholder="ÅÅÅÅMMDD-XXXX"
        value={form.personnummer}
        onChange={(e) => set('personnummer', e.target.value)}
        error={errors.personnummer}
      />
      {creating ? (
        <PasswordField
          label={sv.staff.password}
          name="password"
          autoComplete="new-password"
          toggleAfter={2}
          value={form.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
        />
      ) : null}
      <FailureNotice failure={save.failure} onDismiss={save.dismiss} />
      <Button type="submit" disabled={save.pending} aria-busy={save.pending || undefined}>
        {save.pending ? sv.staff.saving : id ? sv.staff.editButton : sv.staff.createButton}
      </Button>
    </form>
  );

  return (
    <section className={styles.page} aria-labelledby="member-heading">
      <BackLink to={id ? paths.admin.list : paths.admin.root} />
      <h1 id="member-heading">{heading}</h1>
      {id ? (
        <LoadingError
          loading={!loaded && request.status !== 'error'}
          error={loaded ? null : errorOf(request)}
          onRetry={() => void dispatch(memberFetched(id))}
        >
          {formView}
          {loaded ? (
            <>
              <Expandable heading={sv.profile.changePassword}>
                <AdminPasswordSection userId={loaded._id} fullname={loaded.fullname} />
              </Expandable>
              <Expandable heading={sv.profile.addBankAdmin}>
                <AdminBankForm member={loaded} />
              </Expandable>
            </>
          ) : null}
        </LoadingError>
      ) : (
        <>
          {/* A create left pending by a reload: waited for, never sent again meanwhile (issue 27). */}
          <PendingCreates prefix="member " checkOf={memberOfPending} texts={pendingMemberTexts} onLanded={() => void dispatch(membersFetched())} />
          {formView}
        </>
      )}
    </section>
  );
}
