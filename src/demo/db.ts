/**
 * The demo provider's data. The working copy is always in memory, so every handler reads and
 * writes synchronously and tests can reset it in a `beforeEach`. In the browser, browser.ts
 * calls loadDemoData() first: from then on every change is also written to IndexedDB (see
 * idb.ts), and the handlers wait for that write before answering, so a reload right after an
 * answer never loses the change. Tests never call loadDemoData(): memory only.
 */
import type { Id } from '../types/api';
import { openDemoStore, type DemoStore } from './idb';
import { STATE_VERSION, objectId, type DemoState, type StoredFile } from './model';
import { createSeed } from './seed';

let state: DemoState | undefined;
let files = new Map<string, StoredFile>();
let store: DemoStore | undefined;

function seed(): DemoState {
  const fresh = createSeed(new Date());
  files = fresh.files;
  state = fresh.state;
  return fresh.state;
}

/** A failed write only costs persistence; the demo keeps working from memory. */
function persist(write: Promise<void> | undefined): Promise<void> {
  return (write ?? Promise.resolve()).catch((error: unknown) => {
    console.warn('Demodata kunde inte sparas i webbläsaren', error);
  });
}

/** Back to the seed, synchronously (tests call this in beforeEach). */
export function resetDemoData(): void {
  const fresh = seed();
  void persist(store?.replaceAll(fresh, files));
}

/** The live state; handlers change it in place and then call saveState(). */
export function demoState(): DemoState {
  return state ?? seed();
}

export function saveState(): Promise<void> {
  return persist(store?.saveState(demoState()));
}

export function newId(): Id {
  const current = demoState();
  current.counter += 1;
  return objectId(current.counter);
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
  await persist(store?.putFile(name, file));
  await saveState();
}

export async function removeFile(name: string): Promise<boolean> {
  demoState();
  if (!files.delete(name)) return false;
  await persist(store?.deleteFile(name));
  return true;
}

/**
 * Browser only: restores the data saved by earlier visits (or saves the seed on the first
 * one) and keeps saving from then on. Without IndexedDB the demo runs from memory.
 */
export async function loadDemoData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const opened = await openDemoStore();
    const saved = await opened.load();
    store = opened;
    if (saved.state?.version === STATE_VERSION) {
      state = saved.state;
      files = saved.files;
    } else {
      resetDemoData();
    }
  } catch (error) {
    console.warn('Demodata kunde inte läsas; demon körs utan att spara', error);
  }
}
