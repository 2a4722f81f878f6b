import { isRouteErrorResponse, useRouteError } from 'react-router';
import { sv } from '../i18n/sv';
import { Button } from './ui';
import styles from './ui.module.css';

/** A chunk that failed to download after a redeploy or on a bad network. */
function isChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|Unable to preload|ChunkLoadError/i.test(
    message,
  );
}

/** The error boundary of every route: never a blank page, always a way on. */
export function RouteError() {
  const error = useRouteError();
  const text = isChunkError(error) ? sv.app.chunkFailed : sv.app.screenFailed;
  if (!isRouteErrorResponse(error) && !isChunkError(error)) {
    console.error(error);
  }
  return (
    <div className={styles.errorBox} role="alert" style={{ margin: 'var(--space-4)' }}>
      <p>{text}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {sv.app.reload}
      </Button>
    </div>
  );
}
