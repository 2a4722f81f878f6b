/**
 * The staff's language (DECISIONS.md 34): the stored choice is applied, an admin gets Swedish,
 * and switching back to Swedish restores every text.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { followSessionLanguage, languageFor } from '../../src/app/session-language';
import { loggedIn, loggedOut } from '../../src/app/session';
import { makeStore } from '../../src/app/store';
import { LanguagePicker } from '../../src/components/language-picker';
import { demoCredentials } from '../../src/demo/credentials';
import { appliedLanguage, applyLanguage, chosenLanguage, languageKey, rememberLanguage, translatable } from '../../src/i18n/language';
import { sv as common, swedish as swedishCommon } from '../../src/i18n/sv-common';
import { sv, swedish } from '../../src/i18n/sv';
import { renderWithProviders } from '../test-utils';

afterEach(() => applyLanguage('sv'));

test('the stored choice is applied: both catalogue modules, and the document is marked', async () => {
  localStorage.setItem(languageKey, 'en');
  expect(chosenLanguage()).toBe('en');
  await applyLanguage(languageFor(false));
  expect(common.login.heading).toBe('Log in');
  // sv.ts's own copy of the login texts (a new object, not sv-common's) follows too.
  expect(sv.login.heading).toBe('Log in');
  expect(sv.time.success).not.toBe(swedish.time.success);
  expect(sv.weekdayNames[1]).toBe('Monday');
  expect(document.documentElement.lang).toBe('en');
  expect(document.documentElement.dir).toBe('ltr');
  // The originals other catalogues build on never change.
  expect(swedishCommon.login.heading).toBe('Logga in');
});

test('a catalogue first evaluated while another language is shown starts in it, and is Swedish again after', async () => {
  await applyLanguage('en');
  const late = translatable({ login: { heading: 'Logga in' }, onlySwedish: 'bara svenska' });
  expect(late.login.heading).toBe('Log in');
  expect(late.onlySwedish).toBe('bara svenska');
  await applyLanguage('sv');
  expect(late.login.heading).toBe('Logga in');
});

test('switching back to Swedish restores every text', async () => {
  await applyLanguage('en');
  expect(sv).not.toEqual(swedish);
  await applyLanguage('sv');
  expect(sv).toEqual(swedish);
  expect(common).toEqual(swedishCommon);
  expect(document.documentElement.lang).toBe('sv');
  expect(appliedLanguage()).toBe('sv');
});

test('an unknown stored language is Swedish', () => {
  localStorage.setItem(languageKey, 'xx');
  expect(chosenLanguage()).toBe('sv');
});

test('an admin is shown Swedish on a device with another language stored, and the login follows the device again after', async () => {
  rememberLanguage('en');
  const store = makeStore();
  followSessionLanguage(store);
  await applyLanguage(languageFor(false));
  expect(sv.login.heading).toBe('Log in');

  await store.dispatch(loggedIn(demoCredentials.admin));
  // At once, before the admin's first screen renders.
  expect(sv.login.heading).toBe('Logga in');
  expect(document.documentElement.dir).toBe('ltr');
  expect(languageFor(true)).toBe('sv');

  store.dispatch(loggedOut());
  await waitFor(() => expect(sv.login.heading).toBe('Log in'));
});

test('the picker names each language in itself, applies a choice at once and remembers it', async () => {
  const { user } = renderWithProviders(<LanguagePicker place="test" />);
  const select = screen.getByLabelText('Språk');
  expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Svenska', 'English', 'العربية', 'کوردی']);
  await user.selectOptions(select, 'English');
  await waitFor(() => expect(screen.getByLabelText('Language')).toHaveValue('en'));
  expect(localStorage.getItem(languageKey)).toBe('en');
  await user.selectOptions(screen.getByLabelText('Language'), 'Svenska');
  await waitFor(() => expect(screen.getByLabelText('Språk')).toHaveValue('sv'));
  expect(localStorage.getItem(languageKey)).toBeNull();
});

test("'Skriv arbetsplatsen' says it in the applied language, then in Kurdish and Arabic, never twice in one", async () => {
  const { render } = await import('@testing-library/react');
  const { PlaceStep } = await import('../../src/features/time/components/day-place');
  const { ar } = await import('../../src/i18n/ar');
  const step = () => <PlaceStep value="" error="writePlace" options={[]} preset={null} onChange={() => undefined} onQuickPick={() => undefined} />;
  const first = render(step());
  expect(first.container.querySelectorAll('[lang="sv"], [lang="ckb"], [lang="ar"]')).toHaveLength(3);
  expect(screen.getByText(swedish.time.writePlace)).toHaveAttribute('lang', 'sv');
  first.unmount();
  await applyLanguage('ar');
  render(step());
  expect(screen.getAllByText(ar.time.writePlaceAr)).toHaveLength(1);
  expect(screen.getByText(ar.time.writePlace)).toHaveAttribute('lang', 'ar');
  expect(screen.getByText(ar.time.writePlaceKu)).toHaveAttribute('lang', 'ckb');
});
