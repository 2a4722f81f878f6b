/**
 * The part of the message catalogue (sv.ts) that the first screen needs: the app's frame,
 * navigation, errors and login. It is its own module so that the login screen does not
 * download every screen's texts; sv.ts includes it, so the catalogue is still one object
 * (`sv.app`, `sv.login`, …) and every text has one place.
 *
 * `swedish` is never changed; `sv` is the live copy the screens read, which shows the staff's
 * chosen language (language.ts). Another catalogue builds on `swedish`, so that it never copies
 * another language's texts.
 */
import { translatable } from './language';

export const swedish = {
  app: {
    name: 'Städtid',
    title: 'Städtid – arbetstid och administration',
    company: 'Städtid Städservice AB',
    loading: 'Laddar…',
    reload: 'Uppdatera sidan',
    chunkFailed: 'Sidan kunde inte laddas. Kontrollera anslutningen och försök igen.',
    screenFailed: 'Något gick fel på den här sidan.',
    skipToContent: 'Hoppa till innehållet',
    back: 'Tillbaka',
    home: 'Hem',
    close: 'Stäng',
    save: 'Spara',
    cancel: 'Avbryt',
    retry: 'Försök igen',
    yes: 'Ja',
    no: 'Nej',
    /** Issue 27: an admin screen waits for the server to say who the person is. */
    roleCheckFailed: 'Vi kunde inte fråga servern om din behörighet. Kontrollera anslutningen och försök igen.',
    welcome: (name: string) => `Välkommen, ${name}`,
    welcomeAnonymous: 'Välkommen',
    showPassword: 'Visa lösenord',
    hidePassword: 'Dölj lösenord',
    clickHere: 'Klicka här',
    /** The language picker's label (login and the staff's header); each language is named in itself. */
    language: 'Språk',
    /** The toasts' area, for screen readers (react-toastify's own label is English); Alt+T moves to it. */
    notifications: 'Meddelanden (Alt+T)',
  },
  nav: {
    label: 'Administration',
    logout: 'Logga ut',
    profile: 'Min sida',
    logoHome: 'Städtid – till startsidan',
  },
  errors: {
    /** SPEC.md §8: a network error is shown as this, verbatim. */
    network: 'not fund 404',
    unknown: 'Något gick fel. Försök igen.',
    badAnswer: 'Servern svarade på ett oväntat sätt. Försök igen om en stund.',
    server: (status: number) => `Servern kunde inte svara (fel ${status}). Försök igen om en stund.`,
    /** A message of the server's that the app does not know: shown as it came, in the catalogue's words (issue 43 item 3). */
    serverSaid: (message: string) => message,
    wrong: 'it is a wrong......',
    reloadPage: 'reload page',
    invoiceForm: 'error . .',
    dismiss: 'Stäng meddelandet',
    badId: 'Adressen pekar inte på någon post.',
    /** DECISIONS.md 18: a member who is not there (a wrong id, or deleted in another tab). */
    personGone: 'Personen finns inte längre',
  },
  login: {
    heading: 'Logga in',
    phone: 'Telefonnummer',
    password: 'Lösenord',
    submit: 'Logga in',
    submitting: 'Loggar in…',
    forgot: 'Glömt lösenordet?',
    forgotHeading: 'Glömt lösenordet',
    forgotHelp: 'Skriv ditt telefonnummer.',
    forgotSubmit: 'Skicka',
    forgotDone:
      'Tack! En administratör sätter ett nytt lösenord åt dig. Kontakta din arbetsledare så får du det nya lösenordet.',
    backToLogin: 'Tillbaka till inloggningen',
    phoneError: 'Telefonnumret ska ha minst 10 siffror',
    passwordError: 'Lösenordet ska ha minst 2 tecken',
    /** The provider's known refusals of a sign-in (API.md: 401, an unknown user 404), in the person's language. */
    wrongLogin: 'Fel telefonnummer eller lösenord',
    unknownUser: 'Det finns ingen användare med det telefonnumret',
    /** Over a page whose session ran out (app/guards.tsx). */
    sessionEnded: 'Du har loggats ut. Logga in igen för att fortsätta.',
  },
  /** Min sida's top, drawn by the router while the page loads (issue 12 item 8); sv.profile uses these. */
  profileTop: {
    heading: 'Min sida',
    monthSoFar: (label: string) => `Den här månaden (${label})`,
    currentMonth: (label: string) => `Den här månaden – ${label}`,
  },
  /** The registration screen's top, also drawn while its chunk loads (home-skeleton.tsx). */
  homeTop: {
    heading: 'Registrera arbetstid',
    today: (day: string) => `Idag, ${day}`,
  },
} as const;

export const sv = translatable(swedish);
