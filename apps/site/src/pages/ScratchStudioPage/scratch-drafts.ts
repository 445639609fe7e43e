/**
 * Unsaved Scratch projects kept in this browser (IndexedDB: an .sb3 carries every costume and
 * sound), so a reload, a crash, a closed tab or a trip to the sign-in page loses nothing.
 */
export interface ScratchDraft {
  sb3: ArrayBuffer;
  title: string;
  /** The project version the draft started from (0 for a new project). */
  baseVersion: number;
  savedAt: number;
}

const databaseName = "qisi-scratch-drafts";
const storeName = "drafts";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(database.transaction(storeName, mode).objectStore(storeName));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    database.close();
  }
}

/** `editor` for a project not saved yet, else the project id. */
export const draftKey = (projectId: string | null) => projectId ?? "editor";

export async function readScratchDraft(key: string): Promise<ScratchDraft | null> {
  try {
    return ((await run("readonly", (store) => store.get(key))) as ScratchDraft | undefined) ?? null;
  } catch {
    return null;
  }
}

export async function writeScratchDraft(key: string, draft: ScratchDraft): Promise<void> {
  try {
    await run("readwrite", (store) => store.put(draft, key));
  } catch {
    // A full or blocked storage only loses the safety net, not the project on screen.
  }
}

export async function clearScratchDraft(key: string): Promise<void> {
  try {
    await run("readwrite", (store) => store.delete(key));
  } catch {
    // See writeScratchDraft.
  }
}
