#!/usr/bin/env node
/** Prints one closing line over the unit (Vitest JSON) and end-to-end (TAP) results. */
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync('test-results/unit.json')) {
  const unit = JSON.parse(readFileSync('test-results/unit.json', 'utf8'));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
}
if (existsSync('test-results/e2e.tap')) {
  const tap = readFileSync('test-results/e2e.tap', 'utf8');
  const count = (name) =>
    [...tap.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].reduce((sum, m) => sum + Number(m[1]), 0);
  passed += count('pass');
  failed += count('fail');
  skipped += count('skipped');
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (passed === 0) process.exit(1);
