/**
 * The login screen is prerendered (scripts/build.mjs): it is on screen, and can be typed into,
 * before the app has taken it over. A press on its button in that moment (a fast tap on a slow
 * phone) would be the browser's own form submission: a reload that loses what was typed, with
 * the password in the address. The entry holds such a submit (main.tsx); the login screen, once
 * React has taken it over, takes the press and signs in with what was typed (login-page.tsx).
 */
let held = false;
let holding = false;

function hold(event: Event): void {
  // Only a form React has not taken over yet: React's own forms handle their submits.
  if (event.target instanceof HTMLFormElement && !Object.keys(event.target).some((key) => key.startsWith('__react'))) {
    event.preventDefault();
    held = true;
  }
}

/** From the entry's first moment, when the page shows a prerendered screen. */
export function holdEarlySubmits(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('submit', hold, true);
}

/** The prerendered screen is not taken over (someone is signed in): nothing to hold any more. */
export function stopHoldingEarlySubmits(): void {
  holding = false;
  held = false;
  document.removeEventListener('submit', hold, true);
}

/** Whether a submit was held (once); holding stops. For the taken-over login screen. */
export function takeEarlySubmit(): boolean {
  const was = held;
  stopHoldingEarlySubmits();
  return was;
}
