/**
 * The time-registration draft (DECISIONS.md 13: nothing typed is lost). It lives in local
 * storage under the keys of SPEC.md §9 — the draft under `draftTime`, the chosen break under
 * `rast` — each as a map from owner to value, so that the draft of one person never reaches
 * another person on the same phone, and an admin's draft for someone else (add mode) never
 * mixes with the admin's own.
 */
import { keptOnDevice, readJson, removeKeys, storageKeys, writeJson } from '../../lib/storage';
import type { Id, Product } from '../../types/api';
import { sv } from '../../i18n/sv';

/**
 * Where the entry is in the flow of SPEC.md §4: `new` (nothing saved yet), `started`
 * ('start tid'), `ending` ('arbetets sluttid'), `recorded` ('rekord arbetstid'),
 * `done` ('klart': confirmed; posted, or waiting to be posted).
 */
export type DraftStage = 'new' | 'started' | 'ending' | 'recorded' | 'done';

/** A stage's words, read when shown: in the language shown then (DECISIONS.md 34). */
export function stageText(stage: DraftStage): string {
  const texts = { new: sv.time.statusNew, started: sv.time.statusStart, ending: sv.time.statusEnd, recorded: sv.time.statusRecord, done: sv.time.statusDone };
  return texts[stage];
}

export interface TimeDraft {
  stage: DraftStage;
  start: string;
  end: string;
  des: string;
  /** 'YYYY-MM-DD'; empty means today. */
  date: string;
  products: Product[];
  /**
   * Sent and not yet confirmed (DECISIONS.md 25): the server may have stored it. Before it is
   * sent again, the person's entries are searched for the same day.
   */
  sent?: boolean;
  /**
   * Until when (epoch ms) a send may still be stored by the server: set as it leaves, kept when
   * the page is reloaded mid-send or a gateway answers 5xx (issue 18). Nothing is sent again
   * before then; the person's entries are watched instead.
   */
  mayLandUntil?: number;
  /** A draft started on an earlier day that the person chose to finish under that day's date. */
  dayChosen?: boolean;
  /** `des` is the person's last place, filled in for them and not yet changed (issue 17). */
  placePreset?: boolean;
  /** The person typed, tapped or cleared the place: it is never filled in for them (issue 25). */
  placeTouched?: boolean;
}

/** The chosen break; an empty name means no break. */
export interface RastChoice {
  name: string;
  hours: number;
  minutes: number;
}

export const emptyDraft: TimeDraft = { stage: 'new', start: '', end: '', des: '', date: '', products: [] };
export const noRast: RastChoice = { name: '', hours: 0, minutes: 0 };

/** The owner key: the user's own draft, or an admin's draft for that user (add mode). */
export function draftOwner(userId: Id, addMode: boolean): string {
  return addMode ? `add:${userId}` : userId;
}

type Stored<T> = Record<string, T>;

function readMap<T>(key: typeof storageKeys.draftTime | typeof storageKeys.rast): Stored<T> {
  const value = readJson<unknown>(key, {});
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored<T>) : {};
}

const stages: readonly DraftStage[] = ['new', 'started', 'ending', 'recorded', 'done'];

function str(value: unknown, max = 400): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

function num(value: unknown, max: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : 0;
}

/** A stored draft read defensively: anything unreadable falls back to the empty draft. */
export function readDraft(value: unknown): TimeDraft {
  if (!value || typeof value !== 'object') return emptyDraft;
  const d = value as Record<string, unknown>;
  const stage = stages.find((s) => s === d.stage) ?? 'new';
  const products = Array.isArray(d.products)
    ? d.products
        .filter((p): p is Record<string, unknown> => Boolean(p) && typeof p === 'object')
        .map((p) => ({ name: str(p.name), sort: str(p.sort), count: str(p.count) }))
    : [];
  return {
    stage,
    start: str(d.start, 5),
    end: str(d.end, 5),
    des: str(d.des),
    date: str(d.date, 10),
    products,
    ...(d.sent === true ? { sent: true } : {}),
    ...(d.sent === true && typeof d.mayLandUntil === 'number' && Number.isFinite(d.mayLandUntil) ? { mayLandUntil: d.mayLandUntil } : {}),
    ...(d.dayChosen === true ? { dayChosen: true } : {}),
    ...(d.placePreset === true ? { placePreset: true } : {}),
    ...(d.placeTouched === true ? { placeTouched: true } : {}),
  };
}

export function readRast(value: unknown): RastChoice {
  if (!value || typeof value !== 'object') return noRast;
  const r = value as Record<string, unknown>;
  const name = str(r.name);
  return name ? { name, hours: num(r.hours, 10), minutes: num(r.minutes, 60) } : noRast;
}

export function loadDraft(owner: string): { draft: TimeDraft; rast: RastChoice } {
  return {
    draft: readDraft(readMap<unknown>(storageKeys.draftTime)[owner]),
    rast: readRast(readMap<unknown>(storageKeys.rast)[owner]),
  };
}

function writeEntry(key: typeof storageKeys.draftTime | typeof storageKeys.rast, owner: string, value: unknown): boolean {
  const map = Object.fromEntries(Object.entries(readMap<unknown>(key)).filter(([name]) => name !== owner));
  if (value !== undefined) map[owner] = value;
  if (Object.keys(map).length > 0) return writeJson(key, map);
  removeKeys(key);
  return true;
}

/**
 * Stores the draft and break of `owner` (the empty draft is removed, not stored). False when
 * the phone's storage refused it: the draft is then held for this page only (lib/storage.ts),
 * still sent from there, and the form says it cannot be kept on this phone (issue 27).
 */
export function saveDraft(owner: string, draft: TimeDraft, rast: RastChoice): boolean {
  // A place filled in for the person is no input of theirs: alone, it is not stored. A place they
  // cleared is: it is not filled in again after a reload.
  const empty =
    draft.stage === 'new' &&
    !draft.start &&
    !draft.end &&
    (!draft.des || draft.placePreset) &&
    !draft.placeTouched &&
    !draft.date &&
    draft.products.length === 0;
  const draftKept = writeEntry(storageKeys.draftTime, owner, empty ? undefined : draft);
  const rastKept = writeEntry(storageKeys.rast, owner, rast.name ? rast : undefined);
  return draftKept && rastKept;
}

/** Whether the drafts on this page are kept on the phone (false: a write was refused). */
export function draftsKept(): boolean {
  return keptOnDevice(storageKeys.draftTime) && keptOnDevice(storageKeys.rast);
}

export function clearDraft(owner: string): void {
  writeEntry(storageKeys.draftTime, owner, undefined);
  writeEntry(storageKeys.rast, owner, undefined);
}
