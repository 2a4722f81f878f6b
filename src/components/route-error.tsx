import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { sv } from '../i18n/sv-common';
import { Button } from './ui';
import styles from './ui.module.css';

/** A chunk that failed to download after a redeploy or on a bad network. */
export function isChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|Unable to preload|ChunkLoadError/i.test(
    message,
  );
}

/** What a failed screen shows: never a blank page, always a way on. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <div className={styles.errorBox} role="alert" style={{ margin: 'var(--space-4)' }}>
      <p>{isChunkError(error) ? sv.app.chunkFailed : sv.app.screenFailed}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {sv.app.reload}
      </Button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new value clears the error (the person navigated elsewhere). */
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkError(error)) console.error(error, info.componentStack);
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The error boundary of every route; leaving the route clears it. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
