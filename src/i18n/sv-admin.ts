/**
 * The admin's texts (staff, month close, workplaces, bills and invoices, the provider check):
 * the rest of the one catalogue (sv.ts). Its `sv` is the whole catalogue, so admin screens
 * import this module and write `sv.bills.…` as before; the phone's screens import sv.ts and
 * never download these texts (the service worker's precache stays small, issue 28).
 */
// The Swedish original, never another language: the admin's screens stay Swedish (DECISIONS.md 34).
import { swedish as phone } from './sv';

const numberWords = ['noll', 'en', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio', 'tio'];
const inWords = (n: number) => numberWords[n] ?? String(n);

/** A record stored `copies` times, `removed` of the extra copies removed (DECISIONS.md 37: the count is said). */
function copiesNote(copies: number, removed: number): string {
  const extra = copies - 1;
  const came = `Den hade kommit in ${inWords(copies)} gånger; `;
  const them = extra === 1 ? 'den extra' : `de ${inWords(extra)} extra`;
  if (removed === extra) return `${came}${them} har tagits bort.`;
  if (removed === 0) return `${came}${them} kunde inte tas bort och syns i listan.`;
  return `${came}${inWords(removed)} av de ${inWords(extra)} extra har tagits bort; de andra syns i listan.`;
}

/** Issue 18 item 5: a figure the provider's answer lacked is said to be unknown, never 0. */
function unreadFigures(count: string | null, sum: string | null): string {
  if (count === null && sum === null) return ' Antalet och summan kunde inte läsas.';
  if (count === null) return ' Antalet kunde inte läsas.';
  return sum === null ? ' Summan kunde inte läsas.' : '';
}

export const sv = {
  ...phone,
  /** The admin's navigation and start tiles (app/admin-frame.tsx): Swedish only, so not in the staff's catalogue. */
  nav: {
    ...phone.nav,
    home: 'Hem',
    workday: 'Dagens arbete',
    month: 'Månadsöversikt',
    staff: 'Personal',
    createStaff: 'Ny medlem',
    workplaces: 'Arbetsplatser',
    bills: 'Leverans och kvitto',
    invoices: 'Kundfaktura',
    providerCheck: 'Kontrollera tjänsten',
  },
  staff: {
    created: 'skapa ny användare',
    updated: phone.writes.updated,
    removed: 'personen har tagits bort',
    /** Issue 27: a create whose answer was lost; what the provider holds decides the message. */
    createdAnswerLost: 'Personen har lagts till. Svaret från servern kom inte fram, men personen är sparad – en gång.',
    createdCopies: (copies: number, removed: number) => `Personen har lagts till. ${copiesNote(copies, removed)}`,
    alreadyCreated: 'Personen var redan tillagd. Den har inte sparats en gång till.',
    createWaiting: (label: string, until: string) =>
      `${label} skickades nyss och kan fortfarande komma fram. Vi tittar efter personen och sparar inte igen före kl. ${until}.`,
    createLanded: (label: string) => `${label} har lagts till.`,
    createNotLanded: (label: string) => `${label} kom inte fram. Lägg till personen igen.`,
    createUnsure: 'Vi vet inte om personen sparades. Försök igen: vi kontrollerar först vad som är sparat, så ingen läggs till två gånger.',
    /** After a removal's failure message: who is still there. */
    notRemoved: (name: string) => `${name} är kvar.`,
    createHeading: 'Skapa En Ny Medlem',
    createButton: 'Skapa en ny medlem',
    fullname: 'Fullständigt namn',
    phone: 'Telefonnummer',
    email: 'E-post',
    personnummer: 'Personnummer',
    password: 'Lösenord',
    workdayHeading: 'Här är från dagens arbete',
    // Admin start
    homeHeading: 'Administration',
    countsLabel: 'Just nu',
    countPeople: 'Personer',
    countPlaces: 'Arbetsplatser',
    areasHeading: 'Vad vill du göra?',
    tileWorkday: 'Se vad som registrerats i dag',
    tileStaff: 'Se all personal, deras tid och platser',
    tileCreate: 'Lägg till en ny person',
    tilePosts: 'Platser och vem som jobbar där',
    tileBills: 'Leveranser och kvitton per månad',
    tileInvoices: 'Kundfakturor per månad',
    // Staff list
    listHeading: 'Personal',
    listIntro: 'Alla som arbetar här, med personnummer, månadens timmar och vem som är admin. Sök, sortera eller öppna en person.',
    search: 'Sök',
    searchHint: 'Namn eller telefonnummer',
    shown: (shown: number, total: number) => `Visar ${shown} av ${total} personer`,
    noMembers: 'Det finns inga personer ännu.',
    noMatch: 'Ingen person matchar sökningen.',
    colName: 'Fullständigt namn',
    colPersonnummer: 'Personnummer',
    colHours: 'Arbetad tid',
    colAdmin: 'Admin',
    colEdit: 'Ändra',
    colDelete: 'Ta bort',
    colUser: 'Tid',
    colPlace: 'Plats',
    sortBy: (column: string) => `Sortera efter ${column.toLowerCase()}`,
    edit: 'Ändra',
    remove: 'Ta bort',
    userLink: 'Tid',
    placeLink: 'Platser',
    editOf: (name: string) => `Ändra ${name}`,
    removeOf: (name: string) => `Ta bort ${name}`,
    userOf: (name: string) => `Tid för ${name}`,
    placeOf: (name: string) => `Platser för ${name}`,
    confirmRemove: (name: string) => `Vill du ta bort ${name}? Personens tid tas också bort.`,
    // Member form
    editHeading: 'Ändra medlem',
    editButton: 'Spara ändringar',
    saving: 'Sparar…',
    fullnameError: 'Skriv hela namnet, minst 6 tecken',
    phoneError: 'Telefonnumret ska ha minst 10 siffror',
    emailError: 'Skriv en giltig e-postadress, till exempel namn@exempel.se',
    personnummerError: 'Skriv ett giltigt personnummer, ÅÅÅÅMMDD-XXXX',
    passwordError: 'Lösenordet ska ha minst 3 tecken',
    backToStart: 'Tillbaka till start',
    bankSave: 'Spara bankkonto',
    passwordFor: (name: string) => `Nytt lösenord för ${name}`,
    // A person's time
    timeHeading: 'Arbetstid',
    totalLabel: 'Arbetad tid totalt',
    month: 'Månad',
    monthTotal: 'Månadens tid',
    noMonths: 'Ingen arbetstid har registrerats ännu.',
    registerToggle: 'Registrera tid för personen',
    moveToggle: 'Flytta tid',
    moveTo: 'Till månad',
    moveHelp: 'Personens senaste månad flyttas till den valda månaden.',
    moveButton: 'Flytta tiden',
    monthNumberError: phone.writes.monthNumberError,
    clearMonth: 'Nollställ hela månaden',
    confirmClear: (name: string, label: string, hours: string) =>
      `Vill du radera all tid för ${name} i ${label} (${hours})? Summan blir 0.`,
    confirmMove: (name: string, from: string, hours: string, to: string) =>
      `Flytta ${name}s tid i ${from} (${hours}) till ${to}?`,
    confirmMerge: (to: string, has: string, merged: string) =>
      `${to} har redan ${has}. Månaderna slås ihop till ${merged} och kan inte delas igen. Slå ihop ändå?`,
    mergeButton: 'Slå ihop',
    moveHelpFor: (label: string) => `Personens senaste månad, ${label}, flyttas till den valda månaden.`,
    moveHelpAny: 'Välj månaden som ska flyttas och vart. Tiden stannar i samma år.',
    moveFrom: 'Flytta från',
    undoMove: (label: string) => `Ångra flytten till ${label}`,
    confirmDeleteMonth: (name: string, label: string, hours: string) =>
      `Du är säker på att du vill radera hela tiden för ${name} i ${label} (${hours})?`,
    backToList: 'Till personallistan',
    statementToggle: 'Rätta arbetad tid',
    statementHelp: 'Lägg till eller dra av tid från personens summa och månadens summa.',
    change: 'Ändring',
    add: 'Lägg till (+)',
    subtract: 'Dra av (−)',
    hours: 'Timmar',
    minutes: 'Minuter',
    adjustError: 'Skriv timmar eller minuter (hela tal)',
    pastMonths: 'Tidigare månader',
    showMonth: (label: string) => `Visa ${label}`,
    notBuilt: 'Den här delen byggs just nu.',
    // Per place
    placesHeading: 'Arbetstid per plats',
    noPlace: 'Utan plats',
    shifts: (n: number) => (n === 1 ? '1 pass' : `${n} pass`),
    date: 'Datum',
    start: 'Start',
    end: 'Slut',
    break: 'Rast',
    worked: 'Tid',
    place: 'Arbetsplats',
    name: 'Namn',
    noTime: 'Ingen arbetstid registrerad ännu.',
    // Today's work
    /** Issue 13 item 4: DECISIONS.md 24. */
    cannotRemoveTitle: 'Kan inte tas bort',
    cannotRemoveSelf: 'Du kan inte ta bort ditt eget konto. Be en annan administratör om det behövs.',
    cannotRemoveLastAdmin: (name: string) =>
      `${name} är den enda administratören och kan inte tas bort: då kunde ingen längre sköta personal, platser och fakturor.`,
    // end item 4
    noWorkToday: 'Ingen har registrerat arbetstid i dag ännu.',
    todayCount: (n: number) => (n === 1 ? '1 registrering i dag' : `${n} registreringar i dag`),
  },
  /** Issue 27 item 3: a correction whose outcome a read-back decides (person-time/correction-rule.ts). */
  correctionCheck: {
    pending: (label: string, change: string) =>
      `Rättningen ${change} av ${label} väntar på besked från servern. Vi läser vad som är sparat och visar utfallet här.`,
    pendingAsk: (label: string, change: string) =>
      `En rättning ${change} av ${label} väntar fortfarande på besked från servern och kan redan vara sparad. Göra en ny rättning ändå?`,
    again: 'Rätta ändå',
    differs: (label: string, change: string, stored: string, expected: string) =>
      `Obs: ${label} är ${stored} på servern, men rättningen ${change} skulle ge ${expected}. Någon annan kan ha ändrat månaden samtidigt, eller så kom en ändring fram fel antal gånger. Inget mer har skickats – kontrollera månaden innan du rättar igen.`,
    /** Its repair of its own duplicate came twice as well: the month is as before the correction. */
    repairDoubled: (label: string, change: string, stored: string, expected: string) =>
      `Obs: ${label} är ${stored} på servern, men rättningen ${change} skulle ge ${expected}. Både rättningen och den automatiska rättelsen av dubbletten kom fram två gånger, så månaden är som före rättningen. Inget mer har skickats – gör rättningen igen om den behövs.`,
    notStored: (label: string, change: string, stored: string) =>
      `Rättningen ${change} av ${label} kom inte fram: ${label} är fortfarande ${stored} på servern. Inget har ändrats; du kan göra rättningen igen.`,
    /** DECISIONS.md 37: the same correction stored twice, and whose cannot be told: the admin chooses. */
    choose: (label: string, change: string, before: string, now: string) =>
      `${label} har fått rättningen ${change} två gånger: månaden var ${before} före rättningen och är ${now} nu. Antingen skickade webbläsaren rättningen en gång till av sig själv, eller gjorde en annan administratör samma rättning samtidigt – det går inte att se vilket. Inget har tagits bort. Ta bort den ena, eller behåll båda om två rättningar var meningen.`,
    removeOne: 'Ta bort den ena',
    removeOneLabel: (label: string, change: string) => `Ta bort den ena rättningen ${change} i ${label}`,
    keepBoth: 'Behåll båda',
    keepBothLabel: (label: string, change: string) => `Behåll båda rättningarna ${change} i ${label}`,
    keptBoth: (label: string, change: string, now: string) => `Båda rättningarna ${change} av ${label} behålls: ${label} är ${now}.`,
    copyRemoved: (label: string, change: string, before: string, after: string) =>
      `Den ena rättningen ${change} av ${label} är borttagen: ${before} → ${after}.`,
  },
  /** The month overview and the month's exports (issue 13). */
  /** Month close (issue 16): one number per person and month, files that import as they are. */
  monthClose: {
    /** A correction of the month has no outcome yet (pending-corrections.tsx): its duplicate could stand in the files. */
    waitForCorrection:
      'Löneunderlaget, CSV-filen och utskriften väntar tills rättningen ovan har fått besked från servern: en dubblett av den ska aldrig komma med i lönen.',
    invoiceVat12: 'Kundfaktura: utgående moms 12 %',
    invoiceVat6: 'Kundfaktura: utgående moms 6 %',
    numberingHeading: 'Verifikationsnummer och räkenskapsår (SIE)',
    numberingHint:
      'Ett verifikationsnummer är när posten registrerades, i sekunder sedan 1970 (ur postens id): det ändras aldrig, inte heller när posten flyttas, får nytt datum eller när andra poster läggs till eller tas bort. Samma månad får samma nummer på varje dator och vid varje export.',
    billSeries: 'Serie för leveranser',
    invoiceSeries: 'Serie för kundfakturor',
    seriesError: 'En serie är 1–4 versaler eller siffror, olika för leveranser och kundfakturor.',
    fiscalYearStart: 'Räkenskapsåret börjar i',
    fiscalYearStartChoose: 'Välj månad',
    fiscalYearStartError: 'Den sparade starten på räkenskapsåret går inte att läsa. Välj månaden räkenskapsåret börjar i: exporten väntar tills den är vald.',
    monthNames: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
    timeCodeOption: (code: string) =>
      code === 'ARB'
        ? 'ARB – arbetad tid'
        : code === 'TID'
          ? 'TID – tid'
          : code === 'MER'
            ? 'MER – mertid'
            : code.startsWith('ÖT')
              ? `${code} – övertid`
              : `${code} – ob-tid`,
    paxmlReviewHeading: 'Innan löneunderlaget sparas',
    missingAnstidIntro:
      'Lönesystemet känner igen personerna på anställningsnumret. De här personerna har arbetad tid men inget anställningsnummer:',
    anstidFor: (name: string) => `Anställningsnummer för ${name}`,
    anstidError: 'Ett anställningsnummer är 1–15 bokstäver, siffror, - eller _.',
    missingAnstidLeftOut: 'Numren sparas med exportinställningarna. Den som står utan nummer kommer inte med i filen.',
    leftOutNoAnstid: (names: string) => `Utan anställningsnummer, inte med i löneunderlaget: ${names}.`,
    negativeNote: (name: string, hours: string, dates: string) =>
      `${name}: en rättelse på −${hours} kan inte stå som negativa timmar i PAXml. Den dras av från ${dates} och är märkt där i filen.`,
    uncoveredNote: (name: string, hours: string) =>
      `${name}: ${hours} av rättelsen ryms inte i månadens tid och är inte med i filen. Dra av den för hand i lönesystemet.`,
    movedNote: (name: string, count: number, hours: string, lastDay: string) =>
      `${name}: ${count === 1 ? '1 pass' : `${count} pass`} (${hours}) är daterade i en annan månad men flyttade hit. I filerna står de på ${lastDay}, märkta som flyttad tid.`,
    correctionNote: (name: string, changes: string, lastDay: string) =>
      `${name}: rättelse ${changes} står i filerna som en egen rad på ${lastDay}, märkt som rättelse.`,
    exportPaxml: 'Spara löneunderlaget',
    sieReviewHeading: 'Innan verifikationerna sparas',
    otherRatesIntro:
      'De här kundfakturorna har moms som inte är 25, 12 eller 6 % av nettot. De kommer inte med i filen: bokför dem för hand eller rätta fakturan först.',
    otherRateItem: (item: string, rate: number) => `${item} (${String(rate).replace('.', ',')} %)`,
    otherRatesLeftOut: (list: string) => `Inte med i filen (annan momssats): ${list}.`,
    exportWithoutThem: 'Exportera utan dem',
    voucherNumbers: (used: string[]) =>
      `${used.length === 0 ? 'Inga verifikationer.' : `${used.length === 1 ? '1 verifikation' : `${used.length} verifikationer`}, numrerade efter när varje post registrerades (till exempel ${used[0]}).`} Numret kommer från posten själv: samma post får samma nummer vid varje export och på varje dator, så en bokföring som redan har den tar inte emot den två gånger.`,
    /** Issue 41 item 5: two items of one series registered in the same second (sie-numbers.ts). */
    renumberedIntro: 'De här posterna registrerades i samma sekund som en annan och skulle få samma verifikationsnummer. De får i stället ett nummer ur sitt id, som står fast så länge båda posterna finns kvar:',
    renumberedItem: (item: string, number: string, keptBy: string, shared: string) => `${item}: ${number} (${keptBy} har ${shared})`,
    unnumberedIntro: 'De här posterna skulle få samma verifikationsnummer som en annan och kommer inte med i filen: bokför dem för hand.',
    unnumberedItem: (item: string, number: string) => `${item} (${number})`,
    unnumberedLeftOut: (list: string) => `Inte med i filen (samma verifikationsnummer): ${list}.`,
    exportVouchers: 'Spara verifikationerna',
    transferHeading: 'Inställningar på flera datorer',
    transferWhere:
      'Exportinställningarna, anställningsnumren och rättelserna sparas i den här webbläsaren, inte hos tjänsten. Spara dem i en fil och läs in filen på de andra administratörernas datorer, så visar och exporterar alla samma sak.',
    saveToFile: 'Spara inställningar i en fil',
    readFromFile: 'Läs in inställningar från en fil',
    notASettingsFile: (name: string) => `${name} är ingen inställningsfil från Städtid. Inget har ändrats.`,
    settingsRead: (numbers: number, corrections: number) =>
      `Inställningarna är inlästa: ${numbers} anställningsnummer och ${corrections === 1 ? '1 rättelse' : `${corrections} rättelser`} finns nu här.`,
    moved: (count: number, hours: string, month: string) =>
      `${count === 1 ? '1 pass' : `${count} pass`} (${hours}) daterade i ${month} räknas här (flyttade)`,
    /** Employment numbers where people are (issue 23 item 4). */
    employmentHeading: 'Anställningsnummer (PAXml)',
    employmentHint: 'Numret personen har i lönesystemet. Det sparas med exportinställningarna och följer med inställningsfilen.',
    employmentLabel: 'Anställningsnummer',
    employmentSave: 'Spara anställningsnumret',
    employmentSaved: (name: string, number: string) =>
      number ? `Anställningsnumret för ${name} är sparat: ${number}.` : `Anställningsnumret för ${name} är borttaget.`,
    employmentMissingOne: 'Saknar anställningsnummer: kommer inte med i löneunderlaget förrän det finns.',
    employmentMissing: (names: string) => `Saknar anställningsnummer: ${names}.`,
    employmentNoneMissing: 'Alla har ett anställningsnummer.',
    readSettingsFile: 'Läs in inställningsfilen',
    settingsNeverRead: 'Den här datorn har inte läst in exportinställningarna och anställningsnumren.',
  },
  /** The wage settings where they are edited and used (issue 41 items 3 and 4; DECISIONS.md 36). */
  wageSettings: {
    heading: 'OB-tillägg, mertid och övertid (PAXml)',
    intro:
      'Förvalt enligt städbranschens avtal (Serviceentreprenadavtalet). Helg och helgdag (lördag 06:00 till måndag 06:00, och varje helgdag 06:00–06:00) och storhelg (påsk, midsommar, jul och nyår) följer reglerna; här väljs deras koder. Där tiderna överlappar gäller den högre: storhelg, helg, natt, kväll. Mertid och övertid räknas per vecka och står på veckans söndag.',
    kinds: { evening: 'Kväll', night: 'Natt', weekend: 'Helg och helgdag', greatHoliday: 'Storhelg', additional: 'Mertid', overtime: 'Övertid' },
    /** The overview's and the statement's short column heads. */
    columns: { evening: 'Kväll', night: 'Natt', weekend: 'Helg', greatHoliday: 'Storhelg', additional: 'Mertid', overtime: 'Övertid' },
    days: 'Veckodagar',
    weekdays: ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'],
    start: (kind: string) => `${kind}: från`,
    end: (kind: string) => `${kind}: till`,
    timeHint: 'TT:MM; 24:00 är midnatt vid dagens slut.',
    codesHeading: 'Koder i löneunderlaget',
    code: (kind: string) => `Kod för ${kind.toLowerCase()}`,
    reset: 'Återställ förval',
    resetDone: 'Förvalet är tillbaka. Spara för att använda det.',
    notConfirmed: 'Tiderna och koderna är inte godkända än. Kontrollera dem: när du sparar räknas de som godkända, och exporten med tillägg kan göras.',
    confirmFirst:
      'Månaden har OB-tillägg, mertid eller övertid. Kontrollera tiderna och koderna för tilläggen innan den första exporten med dem, och spara.',
    weeklyHeading: 'Veckoarbetstid',
    weeklyLabel: 'Veckoarbetstid (timmar)',
    weeklyShort: 'Veckoarbetstid',
    weeklyFor: (name: string) => `Veckoarbetstid för ${name}`,
    weeklyHint: 'Timmar per vecka; 40 om inget annat anges, en deltidsanställd t.ex. 30. Tid utöver den är mertid upp till 40 timmar och övertid därutöver.',
    weeklySave: 'Spara veckoarbetstiden',
    weeklySaved: (name: string, hours: string) => `Veckoarbetstiden för ${name} är sparad: ${hours} timmar.`,
    refusedWeekly: (names: string) => `Veckoarbetstiden går inte att använda för: ${names}. Rätta den innan exporten.`,
    supplementLines: (n: number) =>
      n === 0 ? 'Inga OB-tillägg, mertid eller övertid den här månaden.' : `Tilläggen står som egna rader: ${n === 1 ? '1 rad' : `${n} rader`} med OB-tillägg, mertid eller övertid.`,
    statementHeading: 'OB-tillägg, mertid och övertid',
    /** The member's page, under the month's time. */
    memberLine: (list: string | null) => (list ? `OB-tillägg, mertid och övertid: ${list}.` : 'Inga OB-tillägg, mertid eller övertid den här månaden.'),
  },
  /** The wage settings' rules (person-time/wages/validation.ts, issue 41). */
  wageRules: {
    timeWrong: 'Skriv en tid mellan 00:00 och 24:00, som 18:00.',
    endNotAfterStart: 'Sluttiden ska vara efter starttiden (24:00 är midnatt vid dagens slut).',
    noDays: 'Välj minst en veckodag.',
    codeNotInList: (code: string) =>
      code ? `${code} finns inte i PAXml:s kodlista. Välj OB1–OB5, MER eller ÖT1–ÖT5.` : 'Välj en kod: OB1–OB5, MER eller ÖT1–ÖT5.',
    codeIsWorkedTime: (code: string) => `${code} är koden för arbetad tid. Ett tillägg behöver en egen kod.`,
    codeTwice: (code: string) => `${code} används för två slags tid. Varje slag behöver en egen kod.`,
    weeklyHoursWrong: 'Skriv veckoarbetstiden i timmar, till exempel 40 eller 37,5.',
    weeklyHoursRange: 'Veckoarbetstiden ska vara mer än 0 och högst 60 timmar.',
  },
  posts: {
    heading: 'Alla våra arbetsplatser',
    confirmDelete: 'Är du säker att du vill radera?',
    addPeople: 'Lägg till personer som ska arbeta på den här platsen',
    edit: 'ändras',
    nobody: 'Det är ingen som jobbar nu',
    remove: 'ta bort',
    createButton: 'skapa ett nytt inlägg',
    created: 'En ny plats har skapats. Tack',
    /** Issue 27: a create whose answer was lost; what the provider holds decides the message. */
    createdAnswerLost: 'En ny plats har skapats. Svaret från servern kom inte fram, men platsen är sparad – en gång.',
    createdCopies: (copies: number, removed: number) => `En ny plats har skapats. ${copiesNote(copies, removed)}`,
    alreadyCreated: 'Platsen var redan skapad. Den har inte sparats en gång till.',
    createWaiting: (label: string, until: string) =>
      `Platsen ${label} skickades nyss och kan fortfarande komma fram. Vi tittar efter den och sparar den inte igen före kl. ${until}.`,
    createLanded: (label: string) => `Platsen ${label} kom fram och är skapad.`,
    createNotLanded: (label: string) => `Platsen ${label} kom inte fram. Skapa den igen.`,
    addWaiting: (label: string, until: string) =>
      `${label} skickades nyss till platsen och kan fortfarande komma fram. Vi tittar efter det och skickar inte igen före kl. ${until}.`,
    addLanded: (label: string) => `${label} har lagts till på platsen.`,
    addNotLanded: (label: string) => `${label} lades inte till på platsen. Lägg till igen.`,
    changed: 'Platsen har ändrats',
    removed: 'Platsen har tagits bort',
    address: 'Adress',
    phone: 'Telefon',
    hours: 'Timmar per dag',
    howMany: 'Antal personer',
    duration: 'Avtalstid',
    emergencyPhone: 'Nödtelefon',
    opensMap: '(öppnar en karta i en ny flik)',
    callPhone: (phone: string) => `Ring ${phone}`,
    hoursValue: (hours: string) => `${hours} timmar`,
    peopleValue: (count: string) => `${count} personer`,
    deleteButton: 'Radera',
    deleting: 'Raderar…',
    empty: 'Det finns inga arbetsplatser ännu.',
    newPost: 'Ny arbetsplats',
    createHeading: 'Ny arbetsplats',
    editHeading: 'Ändra arbetsplats',
    saveButton: 'Spara ändringarna',
    saving: 'Sparar…',
    backToAdmin: 'Tillbaka till administration',
    toList: 'Till alla arbetsplatser',
    workersHeading: 'Arbetar här nu',
    workersHelp: 'Tryck på rubriken för att ta bort personer från platsen.',
    selectHelp: 'Välj de personer som ska tas bort och tryck på ta bort.',
    membersHeading: 'Lägg till personer',
    noMembers: 'Alla medarbetare arbetar redan här.',
    add: 'Lägg till',
    adding: 'Lägger till…',
    workerAdded: 'Personen har lagts till på platsen',
    workerAddedAnswerLost: 'Personen har lagts till på platsen. Svaret från servern kom inte fram, men personen finns nu på platsen.',
    workerRemoved: 'Personen har tagits bort från platsen',
    workersRemoved: (count: number) => `${count} personer har tagits bort från platsen`,
    /** After a failure whose outcome is unknown (DECISIONS.md 25). */
    unsure: 'Vi vet inte om det gick fram. Vi kontrollerar innan vi skickar igen – inget görs två gånger.',
    /** A street and a number, or a place's name of at least 10 characters (issue 43 item 6). */
    addressError: 'Skriv adressen: gata och nummer, t.ex. Ågatan 1',
    phoneError: 'Telefonnumret ska ha minst 10 siffror',
    hoursError: 'Skriv antalet timmar per dag som ett tal större än 0',
    howManyError: 'Skriv antalet personer som ett tal större än 0',
    durationError: 'Skriv avtalstiden (minst 3 tecken), t.ex. 12 månader',
  },
  /** Issue 24: a month per workplace, from the staff's own registrations. */
  workplaceMonth: {
    nav: 'Timmar per arbetsplats',
    heading: 'Timmar per arbetsplats',
    intro: 'Arbetad tid per arbetsplats för en månad, ur personalens egna registreringar, med avtalet bredvid. Samma tid som i månadsöversikten.',
    caption: (label: string) => `Arbetsplatser ${label}`,
    summary: (hours: string) => `Sammanlagt ${hours}.`,
    unmatchedCount: (n: number, hours: string) =>
      `${n === 1 ? '1 plats är inte en arbetsplats' : `${n} platser är inte en arbetsplats`} (${hours}) – koppla dem`,
    hours: 'Arbetad tid',
    days: 'Dagar med arbete',
    contract: 'Enligt avtalet',
    contractValue: (hoursPerDay: string, days: number, total: string) => `${hoursPerDay} tim/dag × ${days} ${days === 1 ? 'dag' : 'dagar'} = ${total}`,
    contractUnknown: 'Timmar per dag saknas',
    staffing: 'Personal',
    staffingValue: (needed: string, assigned: number) => `${needed} behövs, ${assigned} tilldelade`,
    people: 'Har arbetat här',
    nobodyWorked: 'Ingen har arbetat här den här månaden.',
    personHours: (name: string, hours: string) => `${name}: ${hours}`,
    postPage: 'Arbetsplatsens sida',
    print: 'Skriv ut underlaget',
    csv: 'Tid för Excel (CSV)',
    downloaded: (name: string) => `${name} är hämtad.`,
    unmatchedHeading: 'Platser som inte är en arbetsplats',
    unmatchedIntro:
      'Platser som personalen skrivit och som inte har en arbetsplats adress. Koppla en plats till en arbetsplats en gång – det gäller alla månader och följer med inställningsfilen.',
    noPlace: 'Utan plats',
    placeSummary: (hours: string, people: number, days: number) =>
      `${hours}, ${people === 1 ? '1 person' : `${people} personer`}, ${days === 1 ? '1 dag' : `${days} dagar`}`,
    chooseWorkplaceFor: (place: string) => `Arbetsplats för ${place}`,
    choose: 'Välj arbetsplats',
    assign: 'Koppla till arbetsplats',
    assigned: (place: string, address: string) => `${place} hör nu till ${address}.`,
    assignFailed: 'Kopplingen kunde inte sparas i den här webbläsaren.',
    chooseFirst: 'Välj en arbetsplats först.',
    correctionsHeading: 'Rättelser av månaden',
    correctionsIntro: 'En rättelse gäller personens hela månad, inte en arbetsplats. Den står här för sig så att summan blir densamma som i månadsöversikten.',
    totalsHeading: 'Summa',
    totalWorkplaces: 'Arbetsplatserna',
    totalUnmatched: 'Platser som inte är en arbetsplats',
    totalCorrections: 'Rättelser',
    total: 'Summa (som i månadsöversikten)',
    noWorkplaces: 'Det finns inga arbetsplatser ännu.',
    // One street address, two workplaces in two towns (issue 43 item 6).
    sharedHeading: 'Samma gatuadress på flera arbetsplatser',
    sharedIntro: (addresses: string[], first: string, hours: string) =>
      `${addresses.join(' och ')} har samma gatuadress. De här passen nämner ingen av orterna och kan höra till vilken som helst av dem (${hours}). De räknas under ${first}.`,
    sharedRow: (name: string, date: string, place: string) => `${name}, ${date}: ”${place}”`,
    sharedHelp: 'Skriv orten i passets plats, t.ex. ”Storgatan 1, Sigtuna”, så räknas passet på rätt arbetsplats.',
    // The printed statement of one workplace's month.
    statementHeading: 'Tidsunderlag för arbetsplats',
    statementFor: (address: string, label: string) => `${address} · ${label}`,
    statementAddress: 'Arbetsplats',
    statementMonth: 'Månad',
    colDate: 'Datum',
    colName: 'Namn',
    colTime: 'Tid',
    colHours: 'Timmar',
    movedRow: (from: string) => `flyttad, daterad ${from}`,
    dayTotal: 'Dagen',
    statementTotal: 'Summa arbetad tid',
    statementEmpty: 'Ingen arbetad tid den här månaden.',
    /** Printed on a computer without the company's settings (issue 43 item 6). */
    companyAskHeading: 'Företagets namn för underlaget',
    companyAsk: 'Underlaget visar företagets namn, men den här datorn har inga exportinställningar. Skriv namnet – det sparas med exportinställningarna – eller läs in inställningsfilen ovan.',
    companySaveAndPrint: 'Spara och skriv ut',
    // The workplace's page (issue 24 item 4).
    thisMonth: (label: string) => `Den här månaden (${label})`,
    lastMonth: (label: string) => `Förra månaden (${label})`,
    monthLink: 'Visa månaden per arbetsplats',
    showHours: 'Visa timmarna',
    daysAndPeople: (days: number, people: number) =>
      `(${days === 1 ? '1 dag' : `${days} dagar`}, ${people === 1 ? '1 person' : `${people} personer`})`,
  },
  bills: {
    billHeading: 'LEVERANS OCH KVITTO',
    invoiceHeading: 'kundfaktura',
    moveMonth: 'flytta hela månad',
    total: 'total summering',
    vat: 'moms',
    seenAll: 'Yay! You have seen it all',
    created: 'Fakturan har registrerats. Tack',
    /** Issue 27: a create whose answer was lost or repeated; what the provider holds decides the message. */
    createdAnswerLost: 'Fakturan har registrerats. Svaret från servern kom inte fram, men fakturan är sparad – en gång.',
    createdCopies: (copies: number, removed: number) => `Fakturan har registrerats. ${copiesNote(copies, removed)}`,
    alreadyCreated: 'Fakturan var redan registrerad. Den har inte sparats en gång till.',
    /** A save of this entry left before a reload and may still arrive (lib/writes/create-once.ts). */
    createWaiting: (label: string, until: string) =>
      `Fakturan ${label} skickades nyss och kan fortfarande komma fram. Vi tittar efter den och sparar den inte igen före kl. ${until}.`,
    createLanded: (label: string) => `Fakturan ${label} kom fram och är registrerad.`,
    createNotLanded: (label: string) => `Fakturan ${label} kom inte fram. Registrera den igen.`,
    deleted: phone.writes.deleted,
    updated: 'Informationen har uppdaterats',
    number: 'Nummer',
    date: 'Datum',
    company: 'Företagsnamn',
    price: 'Pris',
    tex: 'Moms',
    paid: 'Betald',
    lastDay: 'Sista dag',
    image: 'Bild',
    fileTooLarge: 'Filen är för stor. Välj en bild eller PDF på högst 20 MB.',
    fileWrongType: 'Välj en bild (JPEG, PNG, HEIC) eller en PDF.',
    heicFailed: 'Bilden kunde inte konverteras. Försök med en JPEG-bild.',
    registerNew: 'Registrera ny',
    createHeading: { bill: 'Nytt kvitto', invoice: 'Ny kundfaktura' },
    editHeading: { bill: 'Ändra kvitto', invoice: 'Ändra kundfaktura' },
    detailHeading: { bill: 'Kvitto', invoice: 'Kundfaktura' },
    save: 'Spara',
    saving: 'Sparar…',
    companyFree: 'Skriv företagsnamnet själv',
    companyFromList: 'Välj från listan',
    choose: 'Välj',
    checkFields: 'Kontrollera de markerade fälten.',
    numberError: 'Skriv kvittots nummer',
    dateError: 'Välj ett giltigt datum',
    companyError: 'Välj eller skriv ett företagsnamn',
    priceError: 'Skriv ett pris i kr, till exempel 1249,50',
    texError: 'Skriv momsen i kr, till exempel 249,90',
    lastDayError: 'Välj sista betalningsdag',
    imageRequired: 'Välj en bild eller PDF av kvittot.',
    imageHint: 'Foto (JPEG, PNG, HEIC) eller PDF, högst 20 MB.',
    /** Issue 18: what the file field holds, in words (the browser's own text is not Swedish). */
    fileChosen: (name: string) => `Vald fil: ${name}`,
    noFile: 'Ingen fil vald.',
    noNewFile: 'Ingen ny fil vald – den nuvarande bilden behålls.',
    converting: 'Konverterar bilden…',
    preview: 'Förhandsvisning',
    currentImage: 'Nuvarande bild',
    openFile: 'Öppna filen i en ny flik',
    pdf: 'PDF',
    monthOf: (label: string) => `Månad ${label}`,
    pastMonths: 'Tidigare månader',
    noMonths: 'Inga månader ännu.',
    monthTotals: (price: string, tex: string) => `${price}, moms ${tex}`,
    empty: 'Inga poster den här månaden ännu.',
    caption: (label: string) => `Poster för ${label}`,
    showReceipt: (number: string) => `Visa kvitto ${number}`,
    edit: 'Ändra',
    delete: 'Radera',
    confirmDelete: 'Är du säker att du vill radera?',
    deleteMonth: 'Radera hela månaden',
    confirmDeleteMonth: (label: string, count: string, sum: string) =>
      `Radera ${count} i ${label} (summa ${sum})? Det går inte att ångra.`,
    print: 'Skriv ut månaden',
    printing: 'Förbereder utskrift…',
    printTitle: (heading: string, label: string) => `${heading} ${label}`,
    moveTo: 'Till månad',
    move: 'Flytta',
    chooseMonth: 'Välj en månad',
    loadMore: 'Visa fler',
    oldImageLeft: 'Sparat. Den gamla bilden kunde inte tas bort från servern, men posten visar den nya.',
    saveUnsure:
      'Servern svarade inte, så vi vet inte om posten sparades. Ingenting har tagits bort. Försök igen: vi kontrollerar först vad som sparades, så inget sparas två gånger.',
    fileEmpty: 'Filen är tom. Välj bilden eller PDF:en igen.',
    months: 'Månad',
    itemCount: (n: number) => (n === 1 ? '1 post' : `${n} poster`),
    confirmMove: (label: string, count: string, sum: string, to: string) =>
      `Flytta ${count} i ${label} (summa ${sum}) till månad ${to}?`,
    confirmMoveMerge: (to: string, count: string, sum: string, after: string, afterSum: string) =>
      `Månad ${to} har redan ${count} (summa ${sum}). Efter flytten: ${after}, summa ${afterSum}. Flytta ändå?`,
    confirmDeleteMonthUnread: (label: string, count: string | null, sum: string | null) =>
      `Radera ${count ?? 'alla poster'} i ${label}${sum === null ? '' : ` (summa ${sum})`}?${unreadFigures(count, sum)} Det går inte att ångra.`,
    confirmMoveUnread: (label: string, count: string | null, sum: string | null, to: string) =>
      `Flytta ${count ?? 'alla poster'} i ${label}${sum === null ? '' : ` (summa ${sum})`} till månad ${to}?${unreadFigures(count, sum)}`,
    confirmMoveTargetUnread: (to: string) =>
      `Antalet poster i månad ${to} kunde inte läsas. Har den redan poster slås de ihop med de flyttade. Flytta ändå?`,
    confirmMoveMergeUnread: (to: string, count: string, sum: string | null) =>
      `Månad ${to} har redan ${count}${sum === null ? '' : ` (summa ${sum})`}. De slås ihop med de flyttade; antalet eller summan efter flytten kunde inte läsas. Flytta ändå?`,
    checkingMonth: 'Hämtar månadens poster…',
    totalsUnknown: 'Hämtar månadens summa…',
    monthsFailed: 'Månadslistan kunde inte hämtas.',
    search: 'Sök nummer eller företag',
    show: 'Visa',
    filterAll: 'Alla',
    filterUnpaid: 'Obetalda',
    filterOverdue: 'Förfallna',
    overdue: 'Förfallen',
    markPaid: 'Markera som betald',
    markedPaid: 'Markerad som betald',
    loadingAll: 'Hämtar hela månaden…',
    readingMonth: (read: number, of: number) => `Hämtar hela månaden: ${read} av ${of} sidor`,
    noMatch: 'Inga poster matchar sökningen.',
    rowsShown: (shown: number, total: number) => `${shown} av ${total} poster visas`,
    vatFromPrice: 'Räkna ut från beloppet',
    vatRate: (rate: number, amount: string) => `${rate} % (${amount})`,
    saveAndNext: 'Spara och nästa',
    queued: (n: number) => (n === 1 ? '1 bild till väntar i kön.' : `${n} bilder till väntar i kön.`),
    pickHint: 'Välj eller släpp flera bilder på en gång: de blir en kö med ett formulär för varje.',
    queueFirst: (name: string) => `Bild: ${name}`,
  },
  /** The provider check (DECISIONS.md 35): the same texts in the admin's screen and `npm run check-provider`. */
  /** The provider check (DECISIONS.md 35): the same texts in the admin's screen and `npm run check-provider`. */
  providerCheck: {
    heading: 'Kontrollera tjänsten',
    intro:
      'Kontrollen läser tjänstens svar med appens egna läsare, anrop för anrop, innan personalen börjar registrera. Den ändrar ingenting hos tjänsten.',
    start: 'Kör kontrollen',
    again: 'Kör kontrollen igen',
    running: 'Kontrollen pågår…',
    done: 'Kontrollen är klar.',
    resultsHeading: 'Resultat, anrop för anrop',
    columnCall: 'Anrop',
    columnRequest: 'Begäran',
    columnStatus: 'Resultat',
    columnNotes: 'Vad appen gör',
    title: (api: string, upload: string) => `Kontroll av tjänsten ${api} (uppladdning ${upload})`,
    status: {
      ok: 'Läses som väntat',
      fallback: 'Läses med reserv',
      unreadable: 'Kan inte läsas',
      skipped: 'Inte provad',
    },
    calls: {
      login: 'Inloggning',
      user: 'Användaren',
      staff: 'Personallistan',
      personTime: 'En persons tid',
      month: 'En månad',
      todaysWork: 'Dagens arbete',
      posts: 'Arbetsplatserna',
      postWorkers: 'En arbetsplats med personal',
      postForEdit: 'En arbetsplats för ändring',
      counts: 'Antal personer och arbetsplatser',
      billMonths: 'Leveransernas och kvittonas månader',
      invoiceMonths: 'Kundfakturornas månader',
      billPage: 'Leveranser och kvitton, sida 1',
      invoicePage: 'Kundfakturor, sida 1',
      billMonthPage: 'Leveranser och kvitton, en månads sida',
      invoiceMonthPage: 'Kundfakturor, en månads sida',
      billStatement: 'Leveranser och kvitton, en månads antal och summor',
      invoiceStatement: 'Kundfakturor, en månads antal och summor',
      image: 'En bild från uppladdningsvärden',
      preflight: 'CORS-förfrågan från appens adress',
    },
    /** A field the reader took in another form: what it found, and what the app does. */
    fallback: {
      missingList: (field: string) => `${field} saknas – appen visar en tom lista.`,
      numberAsText: (field: string, value: string) => `${field} är text (${value}), inte ett tal – appen läser det som talet ${value.replace(/"/g, '')}.`,
      notANumber: (field: string, value: string) =>
        value === 'saknas' ? `${field} saknas – appen räknar med 0.` : `${field} är inte ett tal (${value}) – appen räknar med 0.`,
      unknownNumber: (field: string, value: string) =>
        value === 'saknas' ? `${field} saknas – appen visar siffran som okänd.` : `${field} är inte ett tal (${value}) – appen visar siffran som okänd.`,
      textAsNumber: (field: string, value: string) => `${field} är ett tal (${value}), inte text – appen visar siffrorna; en inledande nolla har gått förlorad.`,
      notText: (field: string, value: string) =>
        value === 'saknas' ? `${field} saknas – appen visar fältet tomt.` : `${field} är inte text (${value}) – appen visar fältet tomt.`,
    },
    missing: 'saknas',
    times: (n: number) => ` (i ${n} poster)`,
    field: (path: string) => (path ? `Fältet ${path}` : 'Svaret'),
    notAdmin: 'Kontot är inte administratör (isAdmin är inte true) – appen visar personalens sidor för det; kontrollen behöver ett administratörskonto.',
    signedOut: (status: number, message: string) =>
      `Tjänsten svarade ${status} ”${message}” – appen loggar ut personen och visar inloggningen.`,
    personSees: (message: string) => `Personen ser: ”${message}”`,
    failedStatus: (status: number) => `Tjänsten svarade med status ${status}.`,
    network: 'Inget svar (nätverket, adressen eller CORS).',
    notJson: (type: string) => `Svaret är inte JSON${type ? ` (${type})` : ''}.`,
    otherShape: (shape: string) => `Svaret har en annan form än appen väntar sig: ${shape}.`,
    expected: (what: string) => `Väntat: ${what}.`,
    shapes: {
      list: (n: number) => `en lista med ${n} poster`,
      object: (keys: string) => (keys ? `ett objekt med fälten ${keys}` : 'ett tomt objekt'),
      value: (json: string) => `värdet ${json}`,
    },
    expects: {
      login: '{ data: användaren, token }',
      user: '{ message: användaren }',
      list: (what: string) => `en lista med ${what}`,
      personTime: '{ user, months_id: [månader], notplace: [] }',
      postForEdit: '{ data: arbetsplatsen }',
      post: 'arbetsplatsen med addUser',
      counts: '{ TheAuth, ThePost }',
      months: '{ message: [{ months, price, tex }] }',
      page: '{ product: [poster], pages, result }',
      statement: '{ count, price, tex }',
    },
    what: { users: 'personer', entries: 'tidsposter', posts: 'arbetsplatser' },
    skipped: {
      noPost: 'Tjänsten har inga arbetsplatser att läsa.',
      noMonth: 'Det finns ingen månad med poster att läsa.',
      noImage: 'Ingen leverans, inget kvitto och ingen kundfaktura har en bild.',
      noAppOrigin: 'Ange appens adress med --app-origin för att prova den.',
      after: (call: string) => `Anropet ”${call}” kunde inte läsas, så det här kunde inte provas.`,
    },
    image: {
      shown: (type: string) => `Bilden hämtades${type ? ` (${type})` : ''}.`,
      notImage: (type: string) => `Svaret är ingen bild eller PDF (${type || 'okänd typ'}) – personen ser en trasig bild.`,
      failed: (status: number) => `Bilden kunde inte hämtas (status ${status}) – personen ser en trasig bild.`,
      notShown: 'Bilden kunde inte visas – personen ser en trasig bild.',
    },
    preflight: {
      sameOrigin: 'Appen och tjänsten har samma adress: webbläsaren skickar ingen CORS-förfrågan.',
      browser: 'Webbläsaren frågade tjänsten själv (CORS) innan anropen ovan; de gick igenom från appens adress.',
      sameHost: (host: string) => `${host}: samma adress som appen, ingen CORS-förfrågan behövs.`,
      allowed: (host: string, methods: string) => `${host}: ${methods} tillåts från appens adress.`,
      refused: (host: string, method: string, why: string) =>
        `${host}: ${method} från appens adress nekas (${why}) – webbläsaren stoppar anropet och personen ser ”not fund 404”.`,
      status: (status: number) => `svarade ${status}`,
      origin: 'Access-Control-Allow-Origin saknas eller är en annan adress',
      methods: 'metoden saknas i Access-Control-Allow-Methods',
      headers: (names: string) => `${names} saknas i Access-Control-Allow-Headers`,
      noAnswer: 'inget svar',
    },
    verdict: {
      ok: (n: number) => `Alla ${n} anrop lästes som väntat. Appen kan kopplas till tjänsten.`,
      okSkipped: (n: number, skipped: number) =>
        `De ${n} anrop som kunde provas lästes som väntat; ${skipped} kunde inte provas – se raderna ”Inte provad” ovan.`,
      notOk: (unreadable: number, fallback: number) =>
        `Koppla inte appen till tjänsten än: ${[unreadable ? `${unreadable} anrop kan inte läsas` : '', fallback ? `${fallback} läses med reserv` : ''].filter(Boolean).join(' och ')}. Visa raderna ovan för tjänstens leverantör.`,
      noLogin: 'Kontrollen kunde inte logga in. Kontrollera telefonnummer och lösenord för ett administratörskonto och kör igen.',
    },
  },
} as const;
