/**
 * The login is prerendered at build time (scripts/build.mjs): its language picker is on screen
 * before the app has taken the page over. A choice made then was lost (no handler yet, and React
 * set the picker back): CI's language e2e picked Arabic and the login stayed Swedish. So the
 * prerendered picker is disabled, and usable once the app has drawn it. Its own file: the module
 * must be fresh, as in the prerender.
 */
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { LanguagePicker } from '../../src/components/language-picker';
import { renderWithProviders } from '../test-utils';

test('prerendered, the picker is disabled; once the app has drawn it, it is usable, and usable at once when drawn again', async () => {
  expect(renderToString(<LanguagePicker place="login" />)).toMatch(/<select[^>]* disabled=""/);
  const { unmount } = renderWithProviders(<LanguagePicker place="login" />);
  await waitFor(() => expect(screen.getByLabelText('Språk')).toBeEnabled());
  unmount();
  // A language applied draws every screen anew: the picker keeps the focus it was chosen with.
  expect(renderToString(<LanguagePicker place="login" />)).not.toMatch(/disabled/);
});
