#!/usr/bin/env node
/**
 * The first step of `npm test` (issue 43 item 1): the end-to-end tests drive Debian's Chromium
 * and run Debian's nginx (README 'Two commands'). When either is missing it is installed from
 * Debian's packages, as root or by passwordless sudo; where that cannot be done (no root, a sudo
 * that asks for a password, no apt-get) the run stops at once with one line naming the command
 * to run. Node's own modules only: it runs before `npm ci`.
 *
 * The decision (`plan`) is pure; the system calls are passed in (tests/scripts/ensure-system.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const chromiumPath = '/usr/bin/chromium';
/** As deploy/local-nginx.mjs and tests/e2e/run.mjs start it. */
export const nginxPath = '/usr/sbin/nginx';

/**
 * What the tests need: Debian's package and where the tests look for it. CHROME_PATH (read by
 * the harness and the scripts) names another Chromium: it is then that file that must be there,
 * and installing Debian's would not help.
 */
export function needs(env) {
  return [
    env.CHROME_PATH
      ? { name: 'Chromium', path: env.CHROME_PATH, pkg: null }
      : { name: 'Chromium', path: chromiumPath, pkg: 'chromium' },
    { name: 'nginx', path: nginxPath, pkg: 'nginx' },
  ];
}

// RUNLEVEL=1: the package's scripts do not start nginx's service (nor take port 80); the tests
// run their own nginx on a port of their own.
const aptEnv = ['DEBIAN_FRONTEND=noninteractive', 'RUNLEVEL=1'];

/**
 * What to do. `missing`: the needs not found; `root`: running as root; `sudo`: sudo runs without
 * asking for a password (`sudo -n true`); `sudoInstalled`: a sudo is there at all; `apt`:
 * apt-get is there. Answers `{ kind: 'ready' }`, `{ kind: 'install', commands }` (argv lists,
 * run in order) or `{ kind: 'stop', line }`.
 */
export function plan({ missing, root, sudo, sudoInstalled, apt }) {
  if (missing.length === 0) return { kind: 'ready' };
  const named = missing.map((need) => `${need.name} (${need.path})`).join(' and ');
  const foreign = missing.find((need) => need.pkg === null);
  if (foreign) return { kind: 'stop', line: `npm test: CHROME_PATH names ${foreign.path}, which is not there: point it at a Chromium, or unset it to use Debian's (${chromiumPath}).` };
  const packages = missing.map((need) => need.pkg);
  if (!apt) return { kind: 'stop', line: `npm test needs ${named}, and this system has no apt-get: install Chromium and nginx from its own packages (or set CHROME_PATH for Chromium), then run npm test again.` };
  const update = ['apt-get', 'update', '-qq'];
  const install = ['env', ...aptEnv, 'apt-get', 'install', '-y', '-qq', ...packages];
  if (root) return { kind: 'install', commands: [update, install] };
  if (sudo) return { kind: 'install', commands: [['sudo', '-n', ...update], ['sudo', '-n', ...install]] };
  const shown = `apt-get update && ${aptEnv.join(' ')} apt-get install -y ${packages.join(' ')}`;
  const command = sudoInstalled ? `sudo sh -c '${shown}'` : `su -c '${shown}'`;
  return { kind: 'stop', line: `npm test needs ${named}: run ${command}, then npm test again.` };
}

/** The machine as it is. */
export const system = {
  exists: (path) => existsSync(path),
  root: () => process.getuid?.() === 0,
  /** Exit status of a command, its output not shown; null when it could not be started. */
  status: (argv) => spawnSync(argv[0], argv.slice(1), { stdio: 'ignore' }).status,
  /** Runs a command with its output shown; its exit status. */
  run: (argv) => spawnSync(argv[0], argv.slice(1), { stdio: 'inherit' }).status,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
};

/** Checks, installs when it may, checks again. Answers the exit code: 0 when everything is there. */
export function ensureSystem(env, sys = system) {
  const missingNow = () => needs(env).filter((need) => !sys.exists(need.path));
  const missing = missingNow();
  if (missing.length === 0) return 0;
  const decided = plan({
    missing,
    root: sys.root(),
    sudo: sys.status(['sudo', '-n', 'true']) === 0,
    sudoInstalled: sys.status(['sudo', '--version']) !== null,
    apt: sys.status(['apt-get', '--version']) === 0,
  });
  if (decided.kind === 'stop') {
    sys.error(decided.line);
    return 1;
  }
  sys.log(`Installing ${missing.map((need) => need.pkg).join(' ')} (Debian's packages) for the end-to-end tests…`);
  for (const command of decided.commands) {
    if (sys.run(command) !== 0) {
      sys.error(`npm test: \`${command.join(' ')}\` failed; run it yourself and see why, then npm test again.`);
      return 1;
    }
  }
  const still = missingNow();
  if (still.length === 0) return 0;
  sys.error(`npm test: installed, yet ${still.map((need) => need.path).join(' and ')} is still missing.`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(ensureSystem(process.env));
