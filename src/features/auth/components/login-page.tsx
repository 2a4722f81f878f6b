/**
 * Login (SPEC.md §2 'Login screen', §5 'Login'): phone and password, errors on submit only,
 * a red dismissible banner for the server's answer, 'Glömt lösenordet?' (DECISIONS.md 6).
 */
import { Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Banner, Button, Field, PasswordField } from '../../../components/ui';
import { LanguagePicker } from '../../../components/language-picker';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv-common';
import { takeEarlySubmit } from '../../../lib/early-submit';
import { errorDismissed, errorOf } from '../../../lib/request';
import { digitsOnly, isValidLoginPassword, isValidPhone } from '../../../lib/validation';
import { loggedIn, selectIsAdmin, selectIsSignedIn, selectLoginRequest } from '../../../app/session';
import styles from './login-page.module.css';

export interface LoginPageProps {
  /** Shown in place of a page (app/guards.tsx): no navigation after signing in, the page carries on. */
  inline?: boolean;
  /**
   * Over a page whose session ran out (perhaps an admin's): says so, and offers no language, which
   * stays as it is. A signed-out person who lands anywhere else gets the choice (issue 43 item 2).
   */
  overPage?: boolean;
  /** Extra content under the form (the demo credentials, given by the app in demo mode only). */
  hint?: ReactNode;
}

/** The phone and password as the fields under `root` show them. */
function typedIn(root: HTMLElement): { phone: string; password: string } {
  const typed = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  return { phone: typed('phone'), password: typed('password') };
}

/**
 * Signed in on this screen, until it has led on: kept outside the component, because signing in
 * as an admin changes the language to Swedish (DECISIONS.md 34) and so renders every screen anew.
 */
let signedInHere = false;

export default function LoginPage({ inline = false, overPage = false, hint }: LoginPageProps) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const request = useAppSelector(selectLoginRequest);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; password?: string }>({});
  const [forgot, setForgot] = useState(false);
  const [forgotSent, setForgotSent] = useState(false);
  const [justLoggedIn, setJustLoggedIn] = useState(() => signedInHere);
  useEffect(() => {
    if (signedIn) signedInHere = false;
  }, [signedIn]);

  // The screen is prerendered: what was typed before the app took it over is in the fields, not
  // in this state (React leaves a field's text as it is while taking the page over). Taken in
  // once; a press held by the entry until now (lib/early-submit.ts) signs in with it.
  const card = useRef<HTMLElement>(null);
  const signIn = useRef(submit);
  signIn.current = submit;
  useEffect(() => {
    const early = card.current ? typedIn(card.current) : { phone: '', password: '' };
    if (early.phone) setPhone((current) => current || early.phone);
    if (early.password) setPassword((current) => current || early.password);
    if (takeEarlySubmit()) void signIn.current(early);
  }, []);

  if (signedIn && !inline) {
    // After a fresh login an admin lands on the admin start; an already signed-in visit goes home.
    return <Navigate to={justLoggedIn && isAdmin ? paths.admin.root : paths.home} replace />;
  }

  const loading = request.status === 'loading';
  const serverError = errorOf(request);

  function onLogin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the fields show is what is checked and sent: text typed while the app was taking the
    // prerendered screen over can be on screen without having reached this state (seen on a
    // loaded machine: both fields filled, and 'minst 10 siffror' for the phone).
    const shown = typedIn(event.currentTarget);
    setPhone(shown.phone);
    setPassword(shown.password);
    void submit(shown);
  }

  async function submit({ phone, password }: { phone: string; password: string }) {
    if (loading) return;
    const next = {
      ...(isValidPhone(phone) ? {} : { phone: sv.login.phoneError }),
      ...(isValidLoginPassword(password) ? {} : { password: sv.login.passwordError }),
    };
    setErrors(next);
    if (next.phone || next.password) return;
    // Set before the answer: the screen may render anew as the answer is stored (above).
    signedInHere = true;
    const result = await dispatch(loggedIn({ phone: digitsOnly(phone), password }));
    signedInHere = loggedIn.fulfilled.match(result);
    if (signedInHere) setJustLoggedIn(true);
  }

  function onForgot(event: FormEvent) {
    event.preventDefault();
    const next = isValidPhone(phone) ? {} : { phone: sv.login.phoneError };
    setErrors(next);
    if (!next.phone) setForgotSent(true);
  }

  function toggleForgot() {
    setForgot((f) => !f);
    setForgotSent(false);
    setErrors({});
  }

  const phoneField = (
    <Field
      label={sv.login.phone}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      value={phone}
      onChange={(e) => setPhone(e.target.value)}
      error={errors.phone}
    />
  );

  return (
    <div className={styles.page}>
      <div className={styles.brand} aria-hidden="true">
        {sv.app.name}
      </div>
      <main id="main" className={styles.card} ref={card}>
        {overPage ? null : <LanguagePicker place="login" />}
        {forgot ? (
          <>
            <h1>{sv.login.forgotHeading}</h1>
            {forgotSent ? (
              <p className={styles.done} role="status">
                {sv.login.forgotDone}
              </p>
            ) : (
              <form onSubmit={onForgot} noValidate>
                <p className={styles.help}>{sv.login.forgotHelp}</p>
                {phoneField}
                <Button type="submit" block>
                  {sv.login.forgotSubmit}
                </Button>
              </form>
            )}
            <button type="button" className={styles.linkButton} onClick={toggleForgot}>
              {sv.login.backToLogin}
            </button>
          </>
        ) : (
          <>
            <h1>{sv.login.heading}</h1>
            {overPage ? <p className={styles.help}>{sv.login.sessionEnded}</p> : null}
            {serverError ? (
              <Banner onDismiss={() => dispatch(errorDismissed('Auth'))}>{serverError}</Banner>
            ) : null}
            <form onSubmit={onLogin} noValidate>
              {phoneField}
              <PasswordField
                label={sv.login.password}
                name="password"
                autoComplete="current-password"
                toggleAfter={1}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={errors.password}
              />
              <Button type="submit" block disabled={loading} aria-busy={loading}>
                {loading ? sv.login.submitting : sv.login.submit}
              </Button>
            </form>
            <button type="button" className={styles.linkButton} onClick={toggleForgot}>
              {sv.login.forgot}
            </button>
          </>
        )}
      </main>
      {hint ? <Suspense fallback={null}>{hint}</Suspense> : null}
    </div>
  );
}
