#!/usr/bin/env node
/**
 * Checks the company's API before the app is pointed at it (DECISIONS.md 35):
 *
 *   npm run check-provider -- --api https://api.example.se --upload https://upload.example.se [--app-origin https://stadtid.example.se]
 *
 * An admin's phone and password come from STADTID_PHONE and STADTID_PASSWORD, or are asked for
 * (the password hidden on a terminal); never from the command line, where they would stay in
 * the shell's history. Signs in, makes every read-only call the app makes and reads each answer
 * with the app's own readers: the check itself is src/features/provider-check/check-provider.ts, the
 * same module as the admin's screen 'Kontrollera tjänsten', loaded through Vite (as the app's
 * TypeScript is), not copied. Prints, in Swedish, call by call, how the answer reads, and ends
 * with one line to act on. Exit code 0 only when every call read as expected; 1 otherwise;
 * 2 for a wrong command line.
 */
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const usage =
  'Användning: npm run check-provider -- --api <adress> --upload <adress> [--app-origin <adress>]\n' +
  'Telefonnummer och lösenord läses från STADTID_PHONE och STADTID_PASSWORD, eller frågas efter.';

function fail(message) {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i];
    if (name === '--help' || name === '-h') {
      console.log(usage);
      process.exit(0);
    }
    if (/^--(phone|password)/.test(name)) fail('Telefonnummer och lösenord tas aldrig från kommandoraden (de skulle stanna i skalets historik).');
    const key = { '--api': 'api', '--upload': 'upload', '--app-origin': 'appOrigin' }[name.split('=')[0]];
    if (!key) fail(`Okänt argument: ${name}`);
    const value = name.includes('=') ? name.slice(name.indexOf('=') + 1) : argv[++i];
    if (!value) fail(`${name} behöver en adress.`);
    let url;
    try {
      url = new URL(value);
    } catch {
      fail(`${name}: ${value} är ingen giltig adress.`);
    }
    // An origin with an optional path prefix, as VITE_API_URL (src/config/env.ts).
    options[key] = url.toString().replace(/\/$/, '');
  }
  if (!options.api || !options.upload) fail('--api och --upload behövs.');
  return options;
}

/** A line typed in; hidden (nothing echoed) when `hidden` and stdin is a terminal. */
function ask(question, hidden, lines) {
  if (!process.stdin.isTTY) {
    // Piped input: one line each, phone first.
    process.stderr.write(question);
    return lines.next().then(({ value }) => {
      process.stderr.write('\n');
      return value ?? '';
    });
  }
  if (!hidden) {
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    return new Promise((resolve) => rl.question(question, (answer) => (rl.close(), resolve(answer))));
  }
  return new Promise((resolve) => {
    process.stderr.write(question);
    let typed = '';
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          process.stderr.write('\n');
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function credentials() {
  let phone = process.env.STADTID_PHONE ?? '';
  let password = process.env.STADTID_PASSWORD ?? '';
  if (phone && password) return { phone, password };
  const lines = process.stdin.isTTY ? null : createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  if (!phone) phone = (await ask('Telefonnummer (administratör): ', false, lines)).trim();
  if (!password) password = await ask('Lösenord: ', true, lines);
  if (!phone || !password) fail('Telefonnummer och lösenord behövs.');
  return { phone, password };
}

const options = parseArgs(process.argv.slice(2));
const signIn = await credentials();

// The app's own TypeScript, through Vite; no .env file may change what the readers are.
const { module: check } = await runnerImport(join(root, 'src/features/provider-check/check-provider.ts'), {
  configFile: false,
  envDir: false,
  root,
  logLevel: 'error',
});
const t = check.checkTexts;

const mark = { ok: '✓', fallback: '!', unreadable: '✗', skipped: '–' };
console.log(t.title(options.api, options.upload));
console.log('');
const results = await check.checkProvider({
  api: options.api,
  upload: options.upload,
  signIn,
  preflight: 'ask',
  appOrigin: options.appOrigin ?? null,
  onResult(result) {
    console.log(`${mark[result.status]} ${t.status[result.status]}: ${result.name} (${result.request})`);
    for (const note of result.notes) console.log(`    ${note}`);
  },
});
const { ok, line } = check.verdict(results);
console.log('');
console.log(line);
process.exit(ok ? 0 : 1);
