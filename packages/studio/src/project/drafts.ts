/** Unsaved work kept in this browser, so a reload, a crash, going offline or signing in loses nothing. */
/** Text (the serialized content) or bytes (a Scratch .sb3: costumes and sounds not yet uploaded). */
export type DraftBody = string | ArrayBuffer;

export interface Draft {
  /** The serialized content (the adapter's `serialize`), or the adapter's `captureDraft`. */
  body: DraftBody;
  title: string;
  /** The project version the draft started from (0 for a new project). */
  baseVersion: number;
  savedAt: number;
}

/** Where drafts live: localStorage for text, IndexedDB for bigger work; async so either fits. */
export interface DraftStore {
  read(key: string): Promise<Draft | null>;
  write(key: string, draft: Draft): Promise<void>;
  clear(key: string): Promise<void>;
}

/** A stored draft with its fields checked (storage outlives versions of this code). */
export function storedDraft(stored: Partial<Draft>, body: DraftBody): Draft {
  return {
    body,
    title: typeof stored.title === "string" ? stored.title : "",
    baseVersion: typeof stored.baseVersion === "number" ? stored.baseVersion : 0,
    savedAt: typeof stored.savedAt === "number" ? stored.savedAt : 0,
  };
}

/** The draft key of a project: its id, or `new` before the first save. */
export const draftKey = (projectId: string | null) => projectId ?? "new";

/**
 * Drafts in localStorage under `{prefix}{key}`. Reads the older Python shape (`code` for `body`)
 * too, so drafts written before the shared model still come back.
 */
export function localStorageDrafts(prefix: string, storage: () => Storage = () => localStorage): DraftStore {
  return {
    async read(key) {
      try {
        const text = storage().getItem(prefix + key);
        if (!text) return null;
        const stored = JSON.parse(text) as Partial<Draft> & { code?: string };
        const body = stored.body ?? stored.code;
        return typeof body === "string" ? storedDraft(stored, body) : null;
      } catch {
        return null;
      }
    },
    async write(key, draft) {
      try {
        storage().setItem(prefix + key, JSON.stringify(draft));
      } catch {
        // A full or blocked storage only loses the safety net, not the work on screen.
      }
    },
    async clear(key) {
      try {
        storage().removeItem(prefix + key);
      } catch {
        // See write.
      }
    },
  };
}
