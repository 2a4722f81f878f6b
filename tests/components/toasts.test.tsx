/**
 * The toast container (react-toastify) is not part of the first screen: it loads at the first
 * interaction or the first toast, never on idle (issue 12: the untouched login screen stays light).
 * The order matters: the first test runs before any interaction has happened in this file.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../src/components/toasts';
import { applyLanguage } from '../../src/i18n/language';
import { notify } from '../../src/lib/notify';

const container = () => document.querySelector('.Toastify');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toasts', () => {
  it('a toast asked for before any interaction mounts the container and is shown', async () => {
    render(<Toasts />);
    expect(container()).toBeNull();
    void notify('success', 'Arbetstiden har sparats');
    expect(await screen.findByText('Arbetstiden har sparats')).toBeInTheDocument();
  });

  it('an idle page does not load the container; the first focus does', async () => {
    // An idle browser runs idle callbacks at once: nothing may be waiting for one.
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    render(
      <>
        <label>
          Telefonnummer <input />
        </label>
        <Toasts />
      </>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container()).toBeNull();
    fireEvent.focusIn(screen.getByLabelText('Telefonnummer'));
    await waitFor(() => expect(container()).not.toBeNull());
  });

  it('the area is named for screen readers in the person’s language, not the library’s English', async () => {
    await applyLanguage('ar');
    try {
      render(<Toasts />);
      void notify('success', 'تم');
      await screen.findByText('تم');
      expect(screen.getByRole('region', { name: 'الإشعارات (Alt+T)' })).toBe(container());
      expect(document.body.innerHTML).not.toContain('Notifications Alt+T');
    } finally {
      await applyLanguage('sv');
    }
  });
});
