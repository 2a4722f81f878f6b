/**
 * Demo mode only (issue 27): when the browser's IndexedDB fails, the demo runs from memory and
 * says so at the top of every page. Plain DOM, outside the app's root, so it shows from the
 * moment it is known (the first call, e.g. the sign-in) and React never replaces it.
 */
import { sv } from '../i18n/sv';

export function showMemoryOnlyNotice(): void {
  if (document.getElementById('demo-memory-only')) return;
  const notice = document.createElement('p');
  notice.id = 'demo-memory-only';
  notice.setAttribute('role', 'status');
  notice.textContent = sv.demo.memoryOnly;
  Object.assign(notice.style, {
    margin: '0',
    padding: 'var(--space-3, 12px) var(--space-4, 16px)',
    borderBottom: '2px solid #b54708',
    background: 'var(--color-warning-soft, #fff6dd)',
    color: 'var(--color-text, #1a1a1a)',
  });
  document.body.prepend(notice);
}
