import { Fragment, StrictMode, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { AppRoutes } from './router';
import type { AppStore } from './store';
import { appliedLanguage, onLanguageApplied } from '../i18n/language';

/**
 * The providers around the routes: shared by the browser boot and the build-time prerender
 * (which passes the URL to render in memory).
 */
export function App({ store, url }: { store: AppStore; url?: string }) {
  // A new language (i18n/language.ts) has filled the catalogue in place: every screen renders
  // anew, each text read again; the store (and so the session and typed drafts) stays.
  const language = useSyncExternalStore(onLanguageApplied, appliedLanguage, appliedLanguage);
  const routes = (
    <Fragment key={language}>
      <AppRoutes />
    </Fragment>
  );
  return (
    <StrictMode>
      <Provider store={store}>
        {url === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <MemoryRouter initialEntries={[url]}>{routes}</MemoryRouter>}
      </Provider>
    </StrictMode>
  );
}
