/**
 * The browser copy of the demo data: one IndexedDB database with the JSON state under one key
 * and every uploaded file under its stored name (files are bytes, which localStorage cannot hold).
 */
import type { DemoState, StoredFile } from './model';

const DB_NAME = 'stadtid-demo';
const STATE = 'state';
const FILES = 'files';
const STATE_KEY = 'db';

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
}

export interface DemoStore {
  load(): Promise<{ state: DemoState | undefined; files: Map<string, StoredFile> }>;
  saveState(state: DemoState): Promise<void>;
  putFile(name: string, file: StoredFile): Promise<void>;
  deleteFile(name: string): Promise<void>;
  replaceAll(state: DemoState, files: Map<string, StoredFile>): Promise<void>;
}

export async function openDemoStore(): Promise<DemoStore> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore(STATE);
    open.result.createObjectStore(FILES);
  };
  const db = await result(open);

  // Each write is its own transaction; the put clones the value at once, so the caller may
  // keep changing its in-memory copy while the write completes.
  const write = (stores: string[], work: (t: IDBTransaction) => void): Promise<void> => {
    const transaction = db.transaction(stores, 'readwrite');
    work(transaction);
    return committed(transaction);
  };

  return {
    async load() {
      const transaction = db.transaction([STATE, FILES], 'readonly');
      const fileStore = transaction.objectStore(FILES);
      const [state, keys, values] = await Promise.all([
        result(transaction.objectStore(STATE).get(STATE_KEY) as IDBRequest<DemoState | undefined>),
        result(fileStore.getAllKeys()),
        result(fileStore.getAll() as IDBRequest<StoredFile[]>),
      ]);
      const files = new Map<string, StoredFile>();
      keys.forEach((key, i) => {
        const file = values[i];
        if (typeof key === 'string' && file) files.set(key, file);
      });
      return { state, files };
    },
    saveState: (state) =>
      write([STATE], (t) => {
        t.objectStore(STATE).put(state, STATE_KEY);
      }),
    putFile: (name, file) =>
      write([FILES], (t) => {
        t.objectStore(FILES).put(file, name);
      }),
    deleteFile: (name) =>
      write([FILES], (t) => {
        t.objectStore(FILES).delete(name);
      }),
    replaceAll: (state, files) =>
      write([STATE, FILES], (t) => {
        const fileStore = t.objectStore(FILES);
        fileStore.clear();
        files.forEach((file, name) => fileStore.put(file, name));
        t.objectStore(STATE).put(state, STATE_KEY);
      }),
  };
}
