/**
 * `npm run check-provider` (scripts/check-provider.mjs, DECISIONS.md 35) against the API
 * double, as a person runs it before going live: every call reads as expected on the double as
 * it is, and each answer of another shape (the double's faults) is named with what the app will
 * do. Asserts the printed lines, the exit code, and that the double stored nothing. And the
 * admin's screen 'Kontrollera tjänsten' on the provider build, in Chromium: another origin than
 * the API's, so the browser's own preflights, the CSP and a real img are in the way.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { beforeEach, test } from 'node:test';
import { axe, demo, desktop, double, doubleUrl, loginProvider, openProvider, providerUrl, screenshot, uploadUrl, useBrowser } from './harness.mjs';

const browser = useBrowser();
beforeEach(() => double.reset());

/** Runs the script to its end; `input` is typed on its (piped) stdin. */
function checkProvider(args, { env = {}, input = '' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/check-provider.mjs', ...args], {
      env: { ...process.env, STADTID_PHONE: '', STADTID_PASSWORD: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, lines: stdout.trimEnd().split('\n') }));
    child.stdin.end(input);
  });
}

const admin = { STADTID_PHONE: demo.admin.phone, STADTID_PASSWORD: demo.admin.password };
const origins = ['--api', doubleUrl, '--upload', uploadUrl];

/**
 * The line of a call (by the start of its request, e.g. 'GET /api/post/count/', or all of it
 * with its closing parenthesis), and the notes under it.
 */
function call(lines, request, name = '') {
  const at = lines.findIndex((line) => /^[✓!✗–] /.test(line) && line.includes(`${name} (${request}`));
  assert.ok(at >= 0, `no line for ${request} in:\n${lines.join('\n')}`);
  const notes = [];
  for (let i = at + 1; i < lines.length && lines[i].startsWith('    '); i += 1) notes.push(lines[i].trim());
  return { line: lines[at], notes };
}

const READS = [
  'POST /api/auth/login/',
  'GET /api/auth/user/',
  'GET /api/auth/show/all/',
  'GET /api/time/time/user/',
  'POST /api/month/3/',
  'GET /api/time/time/filter/',
  'GET /api/post/alla/',
  'GET /api/post/id/',
  'GET /api/post/show/',
  'GET /api/post/count/',
  'GET /api/severalmonths?name=bill',
  'GET /api/bill/?pageNumber=1)',
  'GET /api/bill/?pageNumber=1&month=',
  'POST /api/bill/this/',
  'GET /api/severalmonths?name=invoice',
  'GET /api/invoice/?pageNumber=1)',
  'GET /api/invoice/?pageNumber=1&month=',
  'POST /api/invoice/this/',
];

test('against the double as it is, every call reads as expected and the check exits 0, storing nothing', async () => {
  const before = (await double.state()).db;
  const run = await checkProvider([...origins, '--app-origin', providerUrl], { env: admin });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.equal(run.lines[0], `Kontroll av tjänsten ${doubleUrl} (uppladdning ${uploadUrl})`);
  for (const request of READS) {
    assert.match(call(run.lines, request).line, /^✓ Läses som väntat: /, request);
  }
  const image = call(run.lines, 'GET /', 'En bild från uppladdningsvärden');
  assert.match(image.line, /^✓ Läses som väntat: En bild från uppladdningsvärden \(GET \/.+\)$/);
  assert.match(image.notes[0], /^Bilden hämtades \(image\//);
  const preflight = call(run.lines, 'OPTIONS');
  assert.equal(preflight.line, '✓ Läses som väntat: CORS-förfrågan från appens adress (OPTIONS)');
  assert.deepEqual(preflight.notes.sort(), [
    `${doubleUrl}: GET, POST, PUT, DELETE tillåts från appens adress.`,
    `${uploadUrl}: DELETE tillåts från appens adress.`,
  ]);
  assert.equal(run.lines.filter((line) => /^[✓!✗–] /.test(line)).length, 20);
  assert.equal(run.lines.at(-1), 'Alla 20 anrop lästes som väntat. Appen kan kopplas till tjänsten.');

  // Read-only: the sign-in, the month's entries and the months' sums are the only POSTs; the double's data is as seeded.
  const sent = await double.log();
  assert.deepEqual(
    sent.filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.path.replace(/[0-9a-f]{24}/, '{id}')}`),
    ['POST /api/auth/login/', 'POST /api/month/3/{id}/', 'POST /api/bill/this/', 'POST /api/invoice/this/'],
  );
  assert.ok(sent.filter((e) => e.origin === 'api' && e.path !== '/api/auth/login/').every((e) => e.authorization?.startsWith('Bearer ')));
  assert.ok(sent.filter((e) => e.origin === 'upload').every((e) => e.authorization === null));
  const after = (await double.state()).db;
  assert.deepEqual({ ...after, tokens: undefined }, { ...before, tokens: undefined });
  const asked = (await double.preflights()).map((p) => `${p.origin} ${p.method}`).sort();
  assert.deepEqual(asked, ['api DELETE', 'api GET', 'api POST', 'api PUT', 'upload DELETE']);
});

test('answers of other shapes are each named with what the app will do, and the check exits 1', async () => {
  const users = (await double.state()).db.users.filter((u) => !u.isAdmin);
  await double.fault([
    // A list wrapped in an object.
    { method: 'GET', path: '^/api/auth/show/all/$', fault: 'json-200', times: 'always', body: { data: users.map(({ _id, fullname }) => ({ _id, fullname })) } },
    // A number as text.
    { method: 'GET', path: '^/api/post/count/$', fault: 'json-200', times: 'always', body: { TheAuth: '12', ThePost: 3 } },
    // A missing field: the months of a month list item's sums.
    { method: 'GET', path: '^/api/severalmonths$', fault: 'json-200', times: 'always', body: { message: [{ months: 10, price: 1200 }] } },
    // An HTML page with 200 (a captive portal).
    { method: 'GET', path: '^/api/post/alla/$', fault: 'html-200', times: 'always' },
    // A 401.
    { method: 'GET', path: '^/api/invoice/$', fault: 'status-500-message', status: 401, message: 'Not authorized, token failed', times: 'always' },
  ]);
  const run = await checkProvider(origins, { env: admin });
  assert.equal(run.code, 1, run.stdout + run.stderr);

  assert.deepEqual(call(run.lines, 'GET /api/auth/show/all/'), {
    line: '✗ Kan inte läsas: Personallistan (GET /api/auth/show/all/)',
    notes: [
      'Svaret har en annan form än appen väntar sig: ett objekt med fälten data.',
      'Väntat: en lista med personer.',
      'Personen ser: ”Servern svarade på ett oväntat sätt. Försök igen om en stund.”',
    ],
  });
  assert.deepEqual(call(run.lines, 'GET /api/post/count/'), {
    line: '! Läses med reserv: Antal personer och arbetsplatser (GET /api/post/count/)',
    notes: ['Fältet TheAuth är text ("12"), inte ett tal – appen läser det som talet 12.'],
  });
  assert.deepEqual(call(run.lines, 'GET /api/severalmonths?name=bill'), {
    line: '! Läses med reserv: Leveransernas och kvittonas månader (GET /api/severalmonths?name=bill)',
    notes: ['Fältet message.tex saknas – appen räknar med 0.'],
  });
  assert.deepEqual(call(run.lines, 'GET /api/post/alla/'), {
    line: '✗ Kan inte läsas: Arbetsplatserna (GET /api/post/alla/)',
    notes: ['Svaret är inte JSON (text/html).', 'Väntat: en lista med arbetsplatser.', 'Personen ser: ”Servern svarade på ett oväntat sätt. Försök igen om en stund.”'],
  });
  // What depended on the list is said, not silently passed.
  assert.deepEqual(call(run.lines, 'GET /api/post/id/{id}'), {
    line: '– Inte provad: En arbetsplats med personal (GET /api/post/id/{id})',
    notes: ['Anropet ”Arbetsplatserna” kunde inte läsas, så det här kunde inte provas.'],
  });
  assert.deepEqual(call(run.lines, 'GET /api/invoice/?pageNumber=1'), {
    line: '✗ Kan inte läsas: Kundfakturor, sida 1 (GET /api/invoice/?pageNumber=1)',
    notes: ['Tjänsten svarade 401 ”Not authorized, token failed” – appen loggar ut personen och visar inloggningen.'],
  });
  // Calls without a fault still read as expected.
  assert.match(call(run.lines, 'GET /api/post/show/').line ?? '', /^– Inte provad/);
  assert.match(call(run.lines, 'GET /api/time/time/filter/').line, /^✓ Läses som väntat: Dagens arbete/);
  assert.match(call(run.lines, 'OPTIONS').notes[0], /^Ange appens adress med --app-origin/);
  assert.equal(
    run.lines.at(-1),
    'Koppla inte appen till tjänsten än: 4 anrop kan inte läsas och 3 läses med reserv. Visa raderna ovan för tjänstens leverantör.',
  );
});

test('the password is asked for on stdin when not in the environment, and never taken from the command line', async () => {
  const refused = await checkProvider([...origins, '--password', 'admin123']);
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /^Telefonnummer och lösenord tas aldrig från kommandoraden/);
  assert.deepEqual(await double.log(), []);

  const wrong = await checkProvider(origins, { input: `${demo.admin.phone}\nfel-lösenord\n` });
  assert.equal(wrong.code, 1, wrong.stdout + wrong.stderr);
  assert.match(wrong.stderr, /Telefonnummer \(administratör\): /);
  assert.doesNotMatch(wrong.stdout + wrong.stderr, /fel-lösenord/);
  assert.match(call(wrong.lines, 'POST /api/auth/login/').line, /^✗ Kan inte läsas: Inloggning/);
  assert.equal(wrong.lines.at(-1), 'Kontrollen kunde inte logga in. Kontrollera telefonnummer och lösenord för ett administratörskonto och kör igen.');
  const [login] = await double.log({ method: 'POST', path: '/api/auth/login/' });
  assert.deepEqual(login.body, { phone: demo.admin.phone, password: 'fel-lösenord' });

  // Typed right; without --app-origin the preflight is not tried, which is said, and not a failure.
  const typed = await checkProvider(origins, { input: `${demo.admin.phone}\n${demo.admin.password}\n` });
  assert.equal(typed.code, 0, typed.stdout + typed.stderr);
  assert.deepEqual(call(typed.lines, 'OPTIONS'), {
    line: '– Inte provad: CORS-förfrågan från appens adress (OPTIONS)',
    notes: ['Ange appens adress med --app-origin för att prova den.'],
  });
  assert.equal(typed.lines.at(-1), 'De 19 anrop som kunde provas lästes som väntat; 1 kunde inte provas – se raderna ”Inte provad” ovan.');
});

test('an account that is not an admin is named at the sign-in, and the check does not pass', async () => {
  const run = await checkProvider(origins, { env: { STADTID_PHONE: demo.staff.phone, STADTID_PASSWORD: demo.staff.password } });
  assert.equal(run.code, 1, run.stdout + run.stderr);
  assert.deepEqual(call(run.lines, 'POST /api/auth/login/'), {
    line: '! Läses med reserv: Inloggning (POST /api/auth/login/)',
    notes: ['Kontot är inte administratör (isAdmin är inte true) – appen visar personalens sidor för det; kontrollen behöver ett administratörskonto.'],
  });
});

test("the admin's screen 'Kontrollera tjänsten' runs the same check in the browser, with the session's token", async () => {
  const { context, page } = await openProvider(browser(), '/admin/', desktop);
  await loginProvider(page, 'admin');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Kontrollera tjänsten' }).click();
  await page.getByRole('heading', { name: 'Kontrollera tjänsten', level: 1 }).waitFor();
  const logins = (await double.log({ method: 'POST', path: '/api/auth/login/' })).length;
  // The check's own calls: what the double saw after this point.
  const since = Math.max(0, ...(await double.log()).map((e) => e.seq));
  await double.fault({ method: 'GET', path: '^/api/post/count/$', fault: 'json-200', times: 'always', body: { TheAuth: 7 } });
  await page.getByRole('button', { name: 'Kör kontrollen' }).click();
  await page.getByText('Kontrollen är klar.').waitFor({ timeout: 60_000 });

  const results = page.getByRole('list', { name: 'Resultat, anrop för anrop' });
  const cardOf = (name) => results.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3, exact: true }) });
  const counts = cardOf('Antal personer och arbetsplatser');
  assert.equal(await counts.getByText('Läses med reserv').count(), 1);
  assert.equal(await counts.getByText('Fältet ThePost saknas – appen räknar med 0.').count(), 1);
  // The image shown in an img from the upload host, past the CSP; the browser's own preflights.
  assert.equal(await cardOf('En bild från uppladdningsvärden').getByText('Läses som väntat').count(), 1);
  const preflight = cardOf('CORS-förfrågan från appens adress');
  assert.equal(await preflight.getByText('Webbläsaren frågade tjänsten själv (CORS) innan anropen ovan; de gick igenom från appens adress.').count(), 1);
  assert.equal(await results.getByText('Läses som väntat', { exact: true }).count(), 18);
  await page.getByText('Koppla inte appen till tjänsten än: 1 läses med reserv. Visa raderna ovan för tjänstens leverantör.').waitFor();
  // No sign-in of its own, and the token of the session on every call.
  assert.equal((await double.log({ method: 'POST', path: '/api/auth/login/' })).length, logins);
  const reads = (await double.log({ origin: 'api', path: /^\/api\/(?!auth\/login)/ })).filter((e) => e.seq > since);
  // The 17 calls of the check on the API origin (the image and the preflights are not among them).
  assert.ok(reads.length >= 17, `${reads.length} reads`);
  assert.deepEqual(
    reads.filter((e) => !e.authorization?.startsWith('Bearer ')).map((e) => `${e.method} ${e.path} ${e.status}`),
    [],
    'every read carries the token',
  );
  assert.ok((await double.preflights()).length > 0);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'provider-check-desktop');
  await context.close();
});
