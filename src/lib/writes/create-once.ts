/**
 * The create-once policy (issue 27; DECISIONS.md 25, 37; docs/writes.md): every create and add
 * of the app (bills, invoices, members, workplaces, a person added to a workplace).
 *
 * - Before the first press is sent, what is stored is read and the records that already look
 *   like this create are noted (the snapshot, `before`). They are never this create's, and
 *   never touched.
 * - The snapshot is kept in local storage with the create (a pending marker) from before the
 *   request leaves until its outcome is known, with until when the request may still be stored
 *   (`mayLandUntil`, LANDING_WINDOW_MS). A reload, a retry or a second entry of the same thing
 *   reads what is stored first, and waits while it may still land, instead of sending again.
 * - After every send (answered or not: the browser itself re-sends a POST when a kept-alive
 *   connection drops, so even a 201 may have been stored twice, and the refusal of that resend
 *   may be the only answer the page sees), what is stored is read again: the records that look
 *   like this create and are not in the snapshot are this create's. One is kept (the oldest
 *   id); the others are removed, and the result says how many copies were found. What is
 *   stored decides the outcome, not the answer.
 * - What a send leaves behind for the record alone (a receipt's upload, `note`) is kept with the
 *   marker and removed (`abandon`) once the create is known not to be stored.
 */
import { type ApiError, toApiError } from '../api-client';
import { readJson, removeKeys, storageKeys, writeJson } from '../storage';
import { LANDING_WINDOW_MS, POLL_MS, sleep, WriteUnsure } from './outcome';

export interface PendingCreate {
  /** Which create: the feature's key for 'the same thing' (kind and identifying fields). */
  key: string;
  /** Ids of the records that looked the same before the first press (never touched). */
  before: string[];
  /** Until when (epoch ms) a send may still be stored; absent when its request is over. */
  mayLandUntil?: number;
  /** What the feature needs to read it back after a reload (kind, month, fields, label; an upload). */
  data: unknown;
  /**
   * Found stored after its answer was lost: its id. Kept until `mayLandUntil`, so that the same
   * thing entered again (the form was gone after a reload) is not stored a second time.
   */
  found?: string;
}

export interface CreateCheck<T> {
  /** What is stored now among which this create would be (one read; may throw). */
  read: () => Promise<readonly T[]>;
  idOf: (record: T) => string;
  /** The record looks like this create (its identifying fields). */
  same: (record: T) => boolean;
  /** Removes a copy this create made; none when the API cannot name a single copy. */
  remove?: (record: T) => Promise<unknown>;
  /** Removes what a send left behind for the record alone (its upload), once it is known not stored. */
  abandon?: (marker: PendingCreate) => Promise<unknown>;
}

export type CreateHow =
  /** Sent now and answered. */
  | 'answered'
  /** Sent now; its answer was lost or was a repeat's refusal, but it is stored. */
  | 'lost'
  /** An earlier attempt had stored it: nothing was sent now. */
  | 'already';

export interface CreateResult<A, T> {
  how: CreateHow;
  /** The provider's answer when there was one. */
  answer: A | null;
  /** The record kept, when it was read back. */
  record: T | null;
  /** How many records of this create were found stored (1: once; 3: the browser's or an earlier attempt's two copies). */
  copies: number;
  /** Copies of this create removed (those beyond the one kept whose remove went through). */
  copiesRemoved: number;
}

/** A failure before the create itself left (e.g. its file's upload): nothing was created. */
export class NotSent extends Error {
  readonly failure: unknown;
  constructor(failure: unknown) {
    super('not sent');
    this.failure = failure;
  }
}

// --- The pending markers, in local storage ---

type Markers = Record<string, PendingCreate>;

function readMarkers(): Markers {
  const value = readJson<unknown>(storageKeys.pendingCreates, {});
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Markers) : {};
}

function writeMarker(key: string, marker: PendingCreate | null): void {
  const markers = Object.fromEntries(Object.entries(readMarkers()).filter(([k]) => k !== key));
  if (marker) markers[key] = marker;
  if (Object.keys(markers).length === 0) removeKeys(storageKeys.pendingCreates);
  else writeJson(storageKeys.pendingCreates, markers);
}

/** A pending create, or null (a marker whose time is over and that was found is forgotten). */
export function pendingCreate(key: string, now = Date.now()): PendingCreate | null {
  const marker = readMarkers()[key];
  if (!marker || typeof marker !== 'object' || !Array.isArray(marker.before)) return null;
  if (marker.found !== undefined && (marker.mayLandUntil ?? 0) <= now) {
    writeMarker(key, null);
    return null;
  }
  return marker;
}

/** The pending creates whose key starts with `prefix` (one feature's). */
export function pendingCreates(prefix: string): PendingCreate[] {
  return Object.keys(readMarkers())
    .filter((key) => key.startsWith(prefix))
    .map((key) => pendingCreate(key))
    .filter((m): m is PendingCreate => m !== null);
}

/** A text field of what a marker keeps ('' when absent). */
export function markerText(marker: PendingCreate, name: string): string {
  const data = marker.data;
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

/** The marker with its leftovers removed (abandon), or null when it is to be forgotten. */
async function abandoned(marker: PendingCreate, check: CreateCheck<unknown>, keep: boolean): Promise<PendingCreate | null> {
  await check.abandon?.(marker).catch(() => undefined);
  const data = Object.entries(marker.data && typeof marker.data === 'object' ? marker.data : {}).filter(([name]) => name !== 'upload');
  const next = keep ? { ...marker, data: Object.fromEntries(data) } : null;
  writeMarker(marker.key, next);
  return next;
}

// --- Reading back ---

/** This create's records: those that look the same and were not there before. */
export function ownRecords<T>(stored: readonly T[], check: Pick<CreateCheck<T>, 'idOf' | 'same'>, before: readonly string[]): T[] {
  const older = new Set(before);
  return stored
    .filter((r) => check.same(r) && !older.has(check.idOf(r)))
    .sort((a, b) => check.idOf(a).localeCompare(check.idOf(b)));
}

/** Keeps the first (oldest id) of this create's records and removes the rest. */
async function keepOne<T>(own: readonly T[], check: CreateCheck<T>): Promise<number> {
  if (!check.remove) return 0;
  let removed = 0;
  for (const copy of own.slice(1)) {
    try {
      await check.remove(copy);
      removed += 1;
    } catch {
      // A copy left is visible in its list; the create itself is done.
    }
  }
  return removed;
}

/** What a create's result tells the person, in the feature's words (copies found counted, DECISIONS.md 37). */
export function createdMessage(
  result: Pick<CreateResult<unknown, unknown>, 'how' | 'copies' | 'copiesRemoved'>,
  texts: { created: string; lost: string; copies: (copies: number, removed: number) => string; already: string },
): string {
  if (result.how === 'already') return texts.already;
  if (result.copies > 1) return texts.copies(result.copies, result.copiesRemoved);
  return result.how === 'lost' ? texts.lost : texts.created;
}

export interface WatchOptions {
  /** Told while an earlier send may still land: until when (epoch ms). */
  onWait?: (until: number) => void;
  pause?: (ms: number) => Promise<void>;
}

/**
 * Looks for a pending create: found means created (copies removed); while it may still land,
 * reads every POLL_MS. Answers the result when found, or null when it is not stored and can no
 * longer land: its leftovers are removed, and the marker is forgotten unless `keep`. A failed
 * read throws.
 */
export async function watchPending<T>(
  marker: PendingCreate,
  check: CreateCheck<T>,
  { onWait, pause = sleep, keep = false }: WatchOptions & { keep?: boolean } = {},
): Promise<CreateResult<never, T> | null> {
  for (;;) {
    const own = ownRecords(await check.read(), check, marker.before);
    const [record] = own;
    if (record) {
      const copiesRemoved = await keepOne(own, check);
      // Remembered while the window lasts: the same thing entered again is not stored twice.
      if ((marker.mayLandUntil ?? 0) > Date.now()) writeMarker(marker.key, { ...marker, found: check.idOf(record) });
      else writeMarker(marker.key, null);
      return { how: 'already', answer: null, record, copies: own.length, copiesRemoved };
    }
    // Found earlier and removed since (by someone else): nothing to wait for.
    if (marker.found !== undefined) {
      writeMarker(marker.key, null);
      return null;
    }
    const left = (marker.mayLandUntil ?? 0) - Date.now();
    if (left <= 0) {
      await abandoned(marker, check as CreateCheck<unknown>, keep);
      return null;
    }
    onWait?.(marker.mayLandUntil ?? 0);
    await pause(Math.min(POLL_MS, left));
    const current = pendingCreate(marker.key);
    // Settled meanwhile elsewhere (another screen's save of the same thing).
    if (!current) return null;
    marker = current;
  }
}

export interface CreateOptions<A, T> extends WatchOptions {
  key: string;
  check: CreateCheck<T>;
  /**
   * Sends the create (throw NotSent for a failure before it left). `note` keeps more with the
   * marker before the create leaves (an upload made for it: `{ upload: name }`).
   */
  send: (note: (more: Record<string, unknown>) => void) => Promise<A>;
  /** Kept with the marker for a read-back after a reload. */
  data: Record<string, unknown>;
  /** The person's message when the outcome stays unknown. */
  unsureMessage: string;
}

/**
 * Creates once: see the top of this file. Throws the failure when nothing was stored, and
 * WriteUnsure when the outcome stays unknown (the next attempt then reads back first).
 */
export async function createOnce<A, T>(options: CreateOptions<A, T>): Promise<CreateResult<A, T>> {
  const { key, check, send, data, unsureMessage } = options;
  let marker = pendingCreate(key);
  if (marker) {
    // An earlier attempt's outcome is unknown: look (and wait while it may land) before sending.
    let seen: CreateResult<never, T> | null;
    try {
      seen = await watchPending(marker, check, { ...options, keep: true });
    } catch (error) {
      throw new WriteUnsure(unsureMessage, toApiError(error));
    }
    if (seen) return seen;
    marker = pendingCreate(key);
  }
  // The snapshot: taken once, before the first press is sent (a failed read sends nothing).
  const before = marker?.before ?? ownRecords(await check.read(), check, []).map(check.idOf);
  let leaving: PendingCreate = { key, before, data, mayLandUntil: Date.now() + LANDING_WINDOW_MS };
  writeMarker(key, leaving);
  const note = (more: Record<string, unknown>) => {
    leaving = { ...leaving, data: { ...data, ...more } };
    writeMarker(key, leaving);
  };

  let answer: A | null = null;
  let failure: ApiError | null = null;
  try {
    answer = await send(note);
  } catch (error) {
    if (error instanceof NotSent) {
      // Nothing left this time: an earlier attempt's marker stays as it was.
      writeMarker(key, marker);
      throw error.failure;
    }
    failure = toApiError(error);
  }

  let own: T[] | null;
  try {
    own = ownRecords(await check.read(), check, before);
  } catch {
    own = null;
  }
  const [record] = own ?? [];
  if (record && own) {
    writeMarker(key, null);
    return { how: failure ? 'lost' : 'answered', answer, record, copies: own.length, copiesRemoved: await keepOne(own, check) };
  }
  if (!failure) {
    // Answered, and not (yet) seen: the answer is trusted.
    writeMarker(key, null);
    return { how: 'answered', answer, record: null, copies: 1, copiesRemoved: 0 };
  }
  if (own !== null && !failure.ambiguous) {
    // Refused, and nothing of it is stored: trying again is safe; its leftovers are nobody's.
    await abandoned(leaving, check as CreateCheck<unknown>, false);
    throw failure;
  }
  // Unknown. Only a gateway's 5xx leaves the server behind it possibly still at work: that keeps
  // the window; a closed connection or an answer that is not JSON ended the request.
  writeMarker(key, { ...leaving, ...(failure.kind === 'http' ? {} : { mayLandUntil: undefined }) });
  if (own !== null) throw failure;
  throw new WriteUnsure(unsureMessage, failure);
}
