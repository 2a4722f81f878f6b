/**
 * 'Kontrollera tjänsten' (/admin/kontroll/, DECISIONS.md 35): the provider check of
 * `npm run check-provider`, for a company without anyone to run a command. The same calls and
 * readers (../check-provider.ts), with the signed-in admin's token; the browser sends its
 * own CORS preflights, and an image is shown as the app shows it, in an img.
 */
import { useRef, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectUserId } from '../../../app/session';
import { Button } from '../../../components/ui';
import { env } from '../../../config/env';
import { sv } from '../../../i18n/sv-admin';
import { requestsReady } from '../../../lib/api-client';
import { checkProvider, verdict, type CheckResult, type CheckStatus } from '../check-provider';
import styles from './provider-check-page.module.css';

const t = sv.providerCheck;

/** A mark beside the status text, never instead of it. */
const mark: Record<CheckStatus, string> = { ok: '✓', fallback: '!', unreadable: '✗', skipped: '–' };

/** Whether the browser can show the image, as the app's img does. */
function showInImg(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}

export default function ProviderCheckPage() {
  const token = useAppSelector((state) => state.Auth.token);
  const userId = useAppSelector(selectUserId);
  const [results, setResults] = useState<CheckResult[]>([]);
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  const running = useRef(false);

  const run = async () => {
    if (running.current || !token || !userId) return;
    running.current = true;
    setResults([]);
    setState('running');
    try {
      await requestsReady();
      await checkProvider({
        api: env.apiUrl,
        upload: env.uploadUrl,
        signIn: { token, userId },
        preflight: 'browser',
        appOrigin: location.origin,
        showImage: showInImg,
        onResult: (result) => setResults((shown) => [...shown, result]),
      });
    } finally {
      running.current = false;
      setState('done');
    }
  };

  const outcome = state === 'done' ? verdict(results) : null;

  return (
    <section className={styles.page} aria-labelledby="provider-check-heading">
      <h1 id="provider-check-heading">{t.heading}</h1>
      <p>{t.intro}</p>
      <Button onClick={() => void run()} disabled={state === 'running'}>
        {state === 'idle' ? t.start : t.again}
      </Button>
      <p role="status" className={styles.progress}>
        {state === 'running' ? t.running : state === 'done' ? t.done : ''}
      </p>
      {results.length ? (
        <>
          <h2 id="provider-check-results">{t.resultsHeading}</h2>
          <ol className={styles.results} aria-labelledby="provider-check-results">
            {results.map((result, i) => (
              <li key={i} className={`${styles.result} ${styles[result.status]}`}>
                <h3 className={styles.call}>{result.name}</h3>
                <p className={styles.status}>
                  <span aria-hidden="true">{mark[result.status]} </span>
                  <span>{t.status[result.status]}</span>
                </p>
                <p className={styles.request}>
                  <code>{result.request}</code>
                </p>
                {result.notes.length ? (
                  <ul className={styles.notes}>
                    {result.notes.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {outcome ? <p className={outcome.ok ? styles.verdictOk : styles.verdictNotOk}>{outcome.line}</p> : null}
    </section>
  );
}
