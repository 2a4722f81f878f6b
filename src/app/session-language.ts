/**
 * The language follows the session (DECISIONS.md 34): the staff's screens show the device's
 * chosen language, the admin's stay Swedish.
 */
import { applyLanguage, chosenLanguage, onLanguageApplied, type LanguageCode } from '../i18n/language';
import { errorDismissed } from '../lib/request';
import { selectMayBeAdmin } from './session';
import type { AppStore } from './store';

/** The language a person's screens show: Swedish for an admin, else the device's choice. */
export function languageFor(isAdmin: boolean | undefined): LanguageCode {
  return isAdmin ? 'sv' : chosenLanguage();
}

/** An admin signing in sees Swedish at once; signing out shows the login in the device's language again. */
export function followSessionLanguage(store: AppStore): void {
  let admin = selectMayBeAdmin(store.getState());
  store.subscribe(() => {
    if (selectMayBeAdmin(store.getState()) === admin) return;
    admin = !admin;
    void applyLanguage(languageFor(admin)).catch(() => undefined);
  });
  // The login's refusal was said in the language it was asked in: another language chosen
  // after it clears it rather than keep it in the old one (issue 43 item 3).
  onLanguageApplied(() => store.dispatch(errorDismissed('Auth')));
}
