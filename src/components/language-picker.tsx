/**
 * The staff's language (DECISIONS.md 34): a plain <select> with a visible label, each language
 * named in itself, on the login screen and in the staff's header. A choice applies at once and
 * is remembered on this device.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { appliedLanguage, applyLanguage, languageOf, languages, onLanguageApplied, rememberLanguage } from '../i18n/language';
import { sv as texts } from '../i18n/sv-common';
import styles from './language-picker.module.css';

/** The picker that made the last choice: every screen renders anew with the language, so it takes the focus back. */
let choseLast: string | null = null;
/** The app has drawn a picker: the page is no longer only the prerendered HTML. */
let takenOver = false;

export function LanguagePicker({ place, dark = false }: { place: string; dark?: boolean }) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const current = useSyncExternalStore(onLanguageApplied, appliedLanguage, appliedLanguage);
  // The prerendered login shows the picker before the app has taken it over, when a choice would
  // be lost (no handler yet, and React then sets it back): it is usable once the app is here.
  // Drawn again later (a language applied remounts the screens), it is usable at once.
  const [live, setLive] = useState(takenOver);
  useEffect(() => {
    takenOver = true;
    setLive(true);
  }, []);
  useEffect(() => {
    if (choseLast !== place) return;
    choseLast = null;
    select.current?.focus();
  }, [place]);
  return (
    <div className={dark ? `${styles.picker} ${styles.dark}` : styles.picker}>
      <label htmlFor={id}>{texts.app.language}</label>
      <select
        ref={select}
        id={id}
        className={styles.select}
        value={current}
        disabled={!live}
        onChange={(event) => {
          const code = languageOf(event.target.value).code;
          choseLast = place;
          rememberLanguage(code);
          // A language that cannot be fetched (offline, not yet cached) leaves the screen as it is.
          void applyLanguage(code).catch(() => undefined);
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
