/**
 * Asks the person to confirm a destructive action. SPEC.md §2 asks for the browser's own
 * confirmation; kept in one place so a shared dialog can replace it without touching screens.
 */
export function confirmAction(message: string): Promise<boolean> {
  return Promise.resolve(window.confirm(message));
}
