/**
 * The demo provider's data. The working copy is always in memory, so every handler reads and
 * writes synchronously and tests can reset it in a `beforeEach`. In the browser, browser.ts
 * calls loadDemoData() first: from then on every change is also written to IndexedDB (see
 * idb.ts), and the handlers wait for that write before answering, so a reload right after an
 * answer never loses the change. Tests never call loadDemoData(): memory only.
 *
 * An IndexedDB that cannot be opened, does not answer, or fails or throws on a write never
 * stops the demo (issue 27): from then on it runs from memory only, and the page is told
 * (onMemoryOnly) so that it can say so on screen.
 */
import type { Id } from '../types/api';
import { openDemoStore, type DemoStore } from './idb';
import { STATE_VERSION, idSeconds, objectId, type DemoState, type StoredFile } from './model';
import { createSeed } from './seed';

let state: DemoState | undefined;
let files = new Map<string, StoredFile>();
let store: DemoStore | undefined;
let memoryOnly = false;
let whenMemoryOnly: (() => void) | undefined;
/** How long IndexedDB may take to open and read before the demo goes on without it. */
const OPEN_TIMEOUT_MS = 5_000;

function seed(): DemoState {
  const fresh = createSeed(new Date());
  files = fresh.files;
  state = fresh.state;
  return fresh.state;
}

/** IndexedDB failed: the demo goes on from memory only, and says so once. */
function toMemoryOnly(error: unknown): void {
  console.warn('Demodata kan inte sparas i webbläsaren; demon körs från minnet', error);
  store = undefined;
  if (memoryOnly) return;
  memoryOnly = true;
  whenMemoryOnly?.();
}

/** Called (at once, or when it happens) once the demo runs from memory only. */
export function onMemoryOnly(callback: () => void): void {
  whenMemoryOnly = callback;
  if (memoryOnly) callback();
}

/**
 * A failed write only costs persistence; the demo keeps working from memory. `write` may
 * throw as it starts (an IndexedDB that throws on a transaction), not only reject.
 */
function persist(write: (saved: DemoStore) => Promise<void>): Promise<void> {
  const saved = store;
  if (!saved) return Promise.resolve();
  try {
    return write(saved).catch(toMemoryOnly);
  } catch (error) {
    toMemoryOnly(error);
    return Promise.resolve();
  }
}

/** Back to the seed, synchronously (tests call this in beforeEach). */
export function resetDemoData(): void {
  const fresh = seed();
  void persist((saved) => saved.replaceAll(fresh, files));
}

/** The live state; handlers change it in place and then call saveState(). */
export function demoState(): DemoState {
  return state ?? seed();
}

export function saveState(): Promise<void> {
  return persist((saved) => saved.saveState(demoState()));
}

export function newId(): Id {
  const current = demoState();
  current.counter += 1;
  return objectId(current.counter);
}

/** The latest creation time among a state's bills and invoices, kept once counted. */
const latestItem = new WeakMap<DemoState, number>();

/**
 * A new bill's or invoice's id: as the provider's, its time part is when it was made (the SIE
 * voucher number), and after every other item's, so no two share a second here.
 */
export function newItemId(now: Date = new Date()): Id {
  const current = demoState();
  const latest = latestItem.get(current) ?? [...current.items.bill, ...current.items.invoice].reduce((max, item) => Math.max(max, idSeconds(item._id)), 0);
  const seconds = Math.max(Math.floor(now.getTime() / 1000), latest + 1);
  latestItem.set(current, seconds);
  current.counter += 1;
  return objectId(current.counter, seconds);
}

/** Stored names get a 7-character prefix ('000123-') before a cleaned original name. */
export function newFileName(original: string): string {
  const current = demoState();
  current.counter += 1;
  const cleaned = original
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-80);
  return `${String(current.counter).padStart(6, '0')}-${cleaned || 'fil'}`;
}

export function readFile(name: string): StoredFile | undefined {
  demoState();
  return files.get(name);
}

/** The names of every stored file (the API double reports them to the tests). */
export function storedFileNames(): string[] {
  demoState();
  return [...files.keys()];
}

export async function writeFile(name: string, file: StoredFile): Promise<void> {
  demoState();
  files.set(name, file);
  await persist((saved) => saved.putFile(name, file));
  await saveState();
}

export async function removeFile(name: string): Promise<boolean> {
  demoState();
  if (!files.delete(name)) return false;
  await persist((saved) => saved.deleteFile(name));
  return true;
}

function inTime<T>(work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB svarar inte')), OPEN_TIMEOUT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Browser only: restores the data saved by earlier visits (or saves the seed on the first
 * one) and keeps saving from then on. Without a working IndexedDB the demo runs from memory.
 */
export async function loadDemoData(): Promise<void> {
  if (typeof indexedDB === 'undefined') {
    toMemoryOnly(new Error('IndexedDB saknas'));
    return;
  }
  try {
    const { opened, saved } = await inTime(
      (async () => {
        const opened = await openDemoStore();
        return { opened, saved: await opened.load() };
      })(),
    );
    store = opened;
    if (saved.state?.version === STATE_VERSION) {
      state = saved.state;
      files = saved.files;
    } else {
      resetDemoData();
    }
  } catch (error) {
    toMemoryOnly(error);
  }
}
