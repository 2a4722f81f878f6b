import { createContext } from 'react';

/**
 * True while the page behind is held under something that must be usable first (the sign-in
 * after a session ran out, app/guards.tsx). A modal dialog sits in the browser's top layer and
 * makes everything else inert, so while held an open dialog leaves the top layer (its content,
 * and what was typed in it, stay mounted) and comes back, focused where it was, afterwards.
 * A module of its own: the guard is on the login screen, the dialog shell is not (issue 28).
 */
export const DialogsHeld = createContext(false);
