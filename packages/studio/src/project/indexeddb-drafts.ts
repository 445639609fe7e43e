import { type Draft, type DraftStore, storedDraft } from "./drafts.ts";

/**
 * Drafts in IndexedDB (database `databaseName`, store `drafts`): room for bytes, so a Scratch draft
 * is an .sb3 carrying every costume and sound. Reads the Scratch studio's older shape (`sb3` for
 * `body`) too, so drafts written before the shared model still come back.
 */
export function indexedDbDrafts(
  databaseName: string,
  factory: () => IDBFactory = () => indexedDB,
): DraftStore {
  const storeName = "drafts";
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory().open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) {
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
  return {
    async read(key) {
      try {
        const stored = (await run("readonly", (store) => store.get(key))) as
          | (Partial<Draft> & { sb3?: ArrayBuffer })
          | undefined;
        const body = stored?.body ?? stored?.sb3;
        if (!stored || (typeof body !== "string" && !(body instanceof ArrayBuffer))) return null;
        return storedDraft(stored, body);
      } catch {
        return null;
      }
    },
    async write(key, draft) {
      try {
        await run("readwrite", (store) => store.put(draft, key));
      } catch {
        // A full or blocked storage only loses the safety net, not the work on screen.
      }
    },
    async clear(key) {
      try {
        await run("readwrite", (store) => store.delete(key));
      } catch {
        // See write.
      }
    },
  };
}
