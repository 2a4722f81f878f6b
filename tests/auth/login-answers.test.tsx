/**
 * Answers in the person's language (issue 43 items 2 and 3): the language is offered wherever a
 * signed-out person lands (`/` too); the provider's known refusals of a sign-in (a wrong phone
 * or password, an unknown user) are said in the chosen language, whatever the server's words;
 * a message the app does not know is shown as it came, in the catalogue's words; a session that
 * ran out says so over the kept page.
 */
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { followSessionLanguage } from '../../src/app/session-language';
import { sessionReset } from '../../src/app/session';
import { demoCredentials } from '../../src/demo/credentials';
import { applyLanguage, type LanguageCode } from '../../src/i18n/language';
import { errorOfAnswer } from '../../src/lib/api-client';
import { server } from '../setup';
import { renderWithProviders, signedInAs } from '../test-utils';

afterEach(() => applyLanguage('sv'));

/** What a person sees, per language (src/i18n/*.ts). */
const seen: Record<LanguageCode, { language: string; phone: string; password: string; submit: string; wrongLogin: string; unknownUser: string }> = {
  sv: { language: 'Språk', phone: 'Telefonnummer', password: 'Lösenord', submit: 'Logga in', wrongLogin: 'Fel telefonnummer eller lösenord', unknownUser: 'Det finns ingen användare med det telefonnumret' },
  en: { language: 'Language', phone: 'Phone number', password: 'Password', submit: 'Log in', wrongLogin: 'Wrong phone number or password', unknownUser: 'There is no user with that phone number' },
  ar: { language: 'اللغة', phone: 'رقم الهاتف', password: 'كلمة المرور', submit: 'دخول', wrongLogin: 'رقم الهاتف أو كلمة المرور غير صحيح', unknownUser: 'لا يوجد مستخدم بهذا الرقم' },
  ckb: { language: 'زمان', phone: 'ژمارەی تەلەفۆن', password: 'وشەی نهێنی', submit: 'چوونەژوورەوە', wrongLogin: 'ژمارەی تەلەفۆن یان وشەی نهێنی هەڵەیە', unknownUser: 'هیچ بەکارهێنەرێک بەم ژمارە تەلەفۆنە نییە' },
};

/** Signed out at the start address, in `code`: the sign-in with the language choice. */
async function signInAtStart(code: LanguageCode, password: string) {
  await applyLanguage(code);
  const view = renderWithProviders(null, { route: '/' });
  const t = seen[code];
  await screen.findByRole('button', { name: t.submit });
  await view.user.type(screen.getByLabelText(t.phone), demoCredentials.staff.phone);
  await view.user.type(screen.getByLabelText(t.password, { selector: 'input' }), password);
  await view.user.click(screen.getByRole('button', { name: t.submit }));
  return view;
}

describe('signed out at /', () => {
  it('offers the language choice, named in the language shown', async () => {
    renderWithProviders(null, { route: '/' });
    expect(await screen.findByRole('combobox', { name: 'Språk' })).toHaveValue('sv');
    await act(() => applyLanguage('ar'));
    expect(await screen.findByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });
});

describe.each(['sv', 'en', 'ar', 'ckb'] as const)('a refused sign-in in %s', (code) => {
  it('a wrong password: the demo provider’s Swedish answer is said in the language', async () => {
    await signInAtStart(code, 'fel-lösenord');
    expect(await screen.findByRole('alert')).toHaveTextContent(seen[code].wrongLogin);
    if (code !== 'sv') expect(screen.getByRole('alert')).not.toHaveTextContent('Fel telefonnummer');
  });

  it('any 401 with the provider’s words is a wrong phone or password, even one that reads like a session', async () => {
    server.use(http.post('*/api/auth/login/', () => HttpResponse.json({ message: 'Not authorized, token failed' }, { status: 401 })));
    await signInAtStart(code, 'fel-lösenord');
    expect(await screen.findByRole('alert')).toHaveTextContent(seen[code].wrongLogin);
  });

  it('an unknown user (404, the provider’s words) is said as such, not dropped as a session reset', async () => {
    server.use(http.post('*/api/auth/login/', () => HttpResponse.json({ message: 'The person does not exist in the database' }, { status: 404 })));
    await signInAtStart(code, 'städa123');
    expect(await screen.findByRole('alert')).toHaveTextContent(seen[code].unknownUser);
  });
});

describe('a message the app does not know', () => {
  const unknown = { message: 'Kontot är låst till måndag' };

  it('is shown as it came in Swedish (SPEC.md §8)', () => {
    expect(errorOfAnswer(400, unknown).message).toBe('Kontot är låst till måndag');
  });

  it('in another language, as it came inside the catalogue’s words (isolated in a right-to-left text)', async () => {
    await applyLanguage('en');
    expect(errorOfAnswer(400, unknown).message).toBe('The server answered: “Kontot är låst till måndag”');
    await applyLanguage('ar');
    expect(errorOfAnswer(400, unknown).message).toBe('ردّ الخادم: «\u2068Kontot är låst till måndag\u2069»');
    await applyLanguage('ckb');
    expect(errorOfAnswer(400, unknown).message).toBe('سێرڤەر وەڵامی دایەوە: «\u2068Kontot är låst till måndag\u2069»');
  });

  it('on the sign-in: a 400 with the server’s words is shown in them, with the catalogue’s around', async () => {
    server.use(http.post('*/api/auth/login/', () => HttpResponse.json(unknown, { status: 400 })));
    await signInAtStart('en', 'städa123');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server answered: “Kontot är låst till måndag”');
  });

  it('the session words stay silent (SPEC.md §8): no text, in any language', async () => {
    await applyLanguage('en');
    const error = errorOfAnswer(401, { message: 'token failed' });
    expect([error.kind, error.silent, error.message]).toEqual(['session', true, 'token failed']);
  });
});

it('a refusal said in one language is cleared when another is chosen, not left in the old one', async () => {
  const view = await signInAtStart('en', 'fel-lösenord');
  followSessionLanguage(view.store);
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong phone number or password');
  await act(() => applyLanguage('sv'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('a session that ran out: the sign-in over the page says so, in the language, and offers no language', async () => {
  await applyLanguage('en');
  const { Auth } = await signedInAs('staff');
  const view = renderWithProviders(null, { route: '/', preloadedState: { Auth } });
  // Signed in: the page is there (the header's and the day's own 'My page' link alike).
  expect((await screen.findAllByRole('link', { name: 'My page' })).length).toBeGreaterThan(0);
  act(() => {
    view.store.dispatch(sessionReset());
  });
  expect(await screen.findByText('You have been logged out. Log in again to carry on.')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
});
