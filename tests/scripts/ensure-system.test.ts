// @vitest-environment node
/**
 * `npm test` sets itself up on a fresh machine (issue 43 item 1): what is missing decides the
 * packages, who runs it decides whether they are installed or one line says what to run. The
 * machine is a fake here: which files exist, which commands answer, what was run and printed.
 */
import { describe, expect, it } from 'vitest';
import { ensureSystem, needs, plan, type System } from '../../scripts/ensure-system.mjs';

const chromium = { name: 'Chromium', path: '/usr/bin/chromium', pkg: 'chromium' };
const nginx = { name: 'nginx', path: '/usr/sbin/nginx', pkg: 'nginx' };

describe('plan: what is missing, and who runs it', () => {
  it('nothing missing: nothing to do', () => {
    expect(plan({ missing: [], root: false, sudo: false, sudoInstalled: false, apt: false })).toEqual({ kind: 'ready' });
  });

  it('as root: apt-get update, then the missing packages without starting nginx’s service', () => {
    expect(plan({ missing: [nginx], root: true, sudo: false, sudoInstalled: false, apt: true })).toEqual({
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['env', 'DEBIAN_FRONTEND=noninteractive', 'RUNLEVEL=1', 'apt-get', 'install', '-y', '-qq', 'nginx'],
      ],
    });
  });

  it('with passwordless sudo: the same, by sudo -n (never a password prompt), both packages', () => {
    expect(plan({ missing: [chromium, nginx], root: false, sudo: true, sudoInstalled: true, apt: true })).toEqual({
      kind: 'install',
      commands: [
        ['sudo', '-n', 'apt-get', 'update', '-qq'],
        ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'RUNLEVEL=1', 'apt-get', 'install', '-y', '-qq', 'chromium', 'nginx'],
      ],
    });
  });

  it('a sudo that asks for a password: stops with one line naming the sudo command', () => {
    expect(plan({ missing: [chromium], root: false, sudo: false, sudoInstalled: true, apt: true })).toEqual({
      kind: 'stop',
      line: "npm test needs Chromium (/usr/bin/chromium): run sudo sh -c 'apt-get update && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y chromium', then npm test again.",
    });
  });

  it('no root and no sudo: one line naming the command to run with su', () => {
    expect(plan({ missing: [chromium, nginx], root: false, sudo: false, sudoInstalled: false, apt: true })).toEqual({
      kind: 'stop',
      line: "npm test needs Chromium (/usr/bin/chromium) and nginx (/usr/sbin/nginx): run su -c 'apt-get update && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y chromium nginx', then npm test again.",
    });
  });

  it('no apt-get, even as root: one line, nothing run', () => {
    const decided = plan({ missing: [nginx], root: true, sudo: false, sudoInstalled: false, apt: false });
    expect(decided).toEqual({
      kind: 'stop',
      line: 'npm test needs nginx (/usr/sbin/nginx), and this system has no apt-get: install Chromium and nginx from its own packages (or set CHROME_PATH for Chromium), then run npm test again.',
    });
  });

  it('a CHROME_PATH that is not there: says so; Debian’s Chromium would not be the one used', () => {
    const named = needs({ CHROME_PATH: '/opt/chrome/chrome' }).slice(0, 1);
    expect(named).toEqual([{ name: 'Chromium', path: '/opt/chrome/chrome', pkg: null }]);
    expect(plan({ missing: named, root: true, sudo: false, sudoInstalled: false, apt: true })).toEqual({
      kind: 'stop',
      line: "npm test: CHROME_PATH names /opt/chrome/chrome, which is not there: point it at a Chromium, or unset it to use Debian's (/usr/bin/chromium).",
    });
  });
});

/** A machine with `files`, answering `status` per command, recording what was run and printed. */
function machine({ files, root = false, statuses = {}, installs = [] as string[] }: { files: string[]; root?: boolean; statuses?: Record<string, number | null>; installs?: string[] }) {
  const present = new Set(files);
  const ran: string[] = [];
  const printed: string[] = [];
  const errors: string[] = [];
  const sys: System = {
    exists: (path) => present.has(path),
    root: () => root,
    status: (argv) => statuses[argv.join(' ')] ?? null,
    run: (argv) => {
      ran.push(argv.join(' '));
      // apt-get install puts the packages' files in place.
      if (argv.includes('install')) for (const path of installs) present.add(path);
      return 0;
    },
    log: (line) => printed.push(line),
    error: (line) => errors.push(line),
  };
  return { sys, ran, printed, errors };
}

describe('ensureSystem: the machine asked, then what it does', () => {
  it('everything there: asks nothing, runs nothing, prints nothing', () => {
    const m = machine({ files: ['/usr/bin/chromium', '/usr/sbin/nginx'] });
    expect(ensureSystem({}, m.sys)).toBe(0);
    expect([m.ran, m.printed, m.errors]).toEqual([[], [], []]);
  });

  it('nginx missing, as root: installs it and goes on', () => {
    const m = machine({ files: ['/usr/bin/chromium'], root: true, statuses: { 'apt-get --version': 0 }, installs: ['/usr/sbin/nginx'] });
    expect(ensureSystem({}, m.sys)).toBe(0);
    expect(m.ran).toEqual(['apt-get update -qq', 'env DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq nginx']);
    expect(m.printed).toEqual(["Installing nginx (Debian's packages) for the end-to-end tests…"]);
    expect(m.errors).toEqual([]);
  });

  it('both missing, passwordless sudo: installs both by sudo -n', () => {
    const m = machine({ files: [], statuses: { 'sudo -n true': 0, 'sudo --version': 0, 'apt-get --version': 0 }, installs: ['/usr/bin/chromium', '/usr/sbin/nginx'] });
    expect(ensureSystem({}, m.sys)).toBe(0);
    expect(m.ran).toEqual([
      'sudo -n apt-get update -qq',
      'sudo -n env DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq chromium nginx',
    ]);
  });

  it('sudo asks for a password: runs nothing, fails with the one line', () => {
    const m = machine({ files: ['/usr/bin/chromium'], statuses: { 'sudo -n true': 1, 'sudo --version': 0, 'apt-get --version': 0 } });
    expect(ensureSystem({}, m.sys)).toBe(1);
    expect(m.ran).toEqual([]);
    expect(m.errors).toEqual([
      "npm test needs nginx (/usr/sbin/nginx): run sudo sh -c 'apt-get update && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y nginx', then npm test again.",
    ]);
  });

  it('an install that leaves the file missing fails, naming it', () => {
    const m = machine({ files: ['/usr/bin/chromium'], root: true, statuses: { 'apt-get --version': 0 } });
    expect(ensureSystem({}, m.sys)).toBe(1);
    expect(m.errors).toEqual(['npm test: installed, yet /usr/sbin/nginx is still missing.']);
  });
});
