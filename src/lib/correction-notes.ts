/**
 * The correction notes of 'Rätta arbetad tid', kept on this device (the provider stores only the
 * new totals): read by the owner of a person's time (src/person-time), changed by its month writes
 * and by a month's clear, merged with another computer's settings file (month close).
 *
 * A note's identity is the time it was made (`at`, per person). A note that goes — undone, or
 * its month emptied or deleted — is recorded as removed, with when (`TimeCorrectionsRemoved`),
 * so merging in another computer's older file does not bring it back: on a merge the newer of a
 * note's making and its removal wins (a removal is never dated before the making it removes).
 * A note whose month changed (a move) carries when (`changed`); of two versions the newer wins.
 */
import type { Id } from '../types/api';
import type { Correction } from '../types/totals';
import { readJson, storageKeys, writeJson } from './storage';

/** Per person. */
export type CorrectionNotes = Record<Id, Correction[]>;

/** A note that went: its identity and when it went. */
export interface RemovedNote {
  at: string;
  removed: string;
}

export type RemovedNotes = Record<Id, RemovedNote[]>;

export interface NotesState {
  corrections: CorrectionNotes;
  removed: RemovedNotes;
}

function isNote(value: unknown): value is Correction {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    Number.isInteger(c.MonthNumber) &&
    Number.isInteger(c.year) &&
    Number.isInteger(c.minutes) &&
    typeof c.at === 'string' &&
    (c.changed === undefined || typeof c.changed === 'string')
  );
}

function isRemoved(value: unknown): value is RemovedNote {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return typeof r.at === 'string' && typeof r.removed === 'string';
}

function perPerson<T>(value: unknown, keep: (item: unknown) => item is T, shape: (item: T) => T): Record<Id, T[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const result: Record<Id, T[]> = {};
  for (const [userId, list] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    const kept = list.filter(keep).map(shape);
    if (kept.length > 0) result[userId] = kept;
  }
  return result;
}

/** Correction notes read from anything; what is not a note is left out. */
export function correctionNotesFrom(value: unknown): CorrectionNotes {
  return perPerson(value, isNote, ({ MonthNumber, year, minutes, at, changed }) => ({
    MonthNumber,
    year,
    minutes,
    at,
    ...(changed === undefined ? {} : { changed }),
  }));
}

export function removedNotesFrom(value: unknown): RemovedNotes {
  return perPerson(value, isRemoved, ({ at, removed }) => ({ at, removed }));
}

export function readNotes(): NotesState {
  return {
    corrections: correctionNotesFrom(readJson<unknown>(storageKeys.timeCorrections, {})),
    removed: removedNotesFrom(readJson<unknown>(storageKeys.timeCorrectionsRemoved, {})),
  };
}

/** Stores both; false when the browser refuses. */
export function storeNotes(notes: NotesState): boolean {
  return writeJson(storageKeys.timeCorrections, notes.corrections) && writeJson(storageKeys.timeCorrectionsRemoved, notes.removed);
}

/** Milliseconds of an ISO time; one that cannot be read counts as the oldest. */
const timeOf = (iso: string) => Date.parse(iso) || 0;
const later = (a: string, b: string) => (timeOf(a) >= timeOf(b) ? a : b);
const versionOf = (c: Correction) => c.changed ?? c.at;
const sameNote = (a: Correction, b: Correction) => a.MonthNumber === b.MonthNumber && a.year === b.year && a.minutes === b.minutes;

/**
 * A person's notes changed on this device (`change` gets and gives the person's list): a note
 * that went is recorded as removed, a note that changed is dated. Answers the person's notes now.
 */
export function keepNotes(userId: Id, change: (list: Correction[]) => Correction[], now: Date = new Date()): Correction[] {
  const notes = readNotes();
  const stamp = now.toISOString();
  const before = notes.corrections[userId] ?? [];
  const after = change(before).map((c) => {
    const was = before.find((b) => b.at === c.at);
    return was && !sameNote(was, c) ? { ...c, changed: later(stamp, versionOf(was)) } : c;
  });
  const kept = (at: string) => after.some((c) => c.at === at);
  const gone = before.filter((b) => !kept(b.at));
  const removed = [
    ...(notes.removed[userId] ?? []).filter((r) => !kept(r.at) && !gone.some((g) => g.at === r.at)),
    // Never dated before the note's own making, whatever this computer's clock says.
    ...gone.map((g) => ({ at: g.at, removed: later(stamp, g.at) })),
  ];
  storeNotes({
    corrections: { ...notes.corrections, [userId]: after },
    removed: { ...notes.removed, [userId]: removed },
  });
  return after;
}

/**
 * Two computers' notes as one (see the top of the file). Per person and note: of two versions
 * the newer; a removal on either side at or after the note's making wins over it. The removals
 * of both are kept (each note's latest), so they travel on with the next file.
 */
export function mergeNotes(a: NotesState, b: NotesState): NotesState {
  const corrections: CorrectionNotes = {};
  const removed: RemovedNotes = {};
  const people = new Set([...Object.keys(a.corrections), ...Object.keys(b.corrections), ...Object.keys(a.removed), ...Object.keys(b.removed)]);
  for (const userId of people) {
    const gone = new Map<string, string>();
    for (const r of [...(a.removed[userId] ?? []), ...(b.removed[userId] ?? [])]) gone.set(r.at, later(r.removed, gone.get(r.at) ?? r.removed));
    const notes = new Map<string, Correction>();
    for (const note of [...(a.corrections[userId] ?? []), ...(b.corrections[userId] ?? [])]) {
      const held = notes.get(note.at);
      if (!held || timeOf(versionOf(note)) > timeOf(versionOf(held))) notes.set(note.at, note);
    }
    const live = [...notes.values()].filter((n) => {
      const when = gone.get(n.at);
      return when === undefined || timeOf(when) < timeOf(n.at);
    });
    if (live.length > 0) corrections[userId] = live.sort((x, y) => x.at.localeCompare(y.at));
    if (gone.size > 0) removed[userId] = [...gone].map(([at, when]) => ({ at, removed: when }));
  }
  return { corrections, removed };
}
