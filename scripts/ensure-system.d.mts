/** Types of ensure-system.mjs, for its unit test (tests/scripts/ensure-system.test.ts). */
export interface Need {
  name: string;
  path: string;
  /** Debian's package; null for a Chromium named by CHROME_PATH. */
  pkg: string | null;
}
export type Plan = { kind: 'ready' } | { kind: 'install'; commands: string[][] } | { kind: 'stop'; line: string };
export interface System {
  exists: (path: string) => boolean;
  root: () => boolean;
  status: (argv: string[]) => number | null;
  run: (argv: string[]) => number | null;
  log: (line: string) => void;
  error: (line: string) => void;
}
export const chromiumPath: string;
export const nginxPath: string;
export function needs(env: Record<string, string | undefined>): Need[];
export function plan(facts: { missing: Need[]; root: boolean; sudo: boolean; sudoInstalled: boolean; apt: boolean }): Plan;
export const system: System;
export function ensureSystem(env: Record<string, string | undefined>, sys?: System): number;
