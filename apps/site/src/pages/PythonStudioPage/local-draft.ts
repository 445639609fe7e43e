/** An unsaved program kept in this browser, so nothing is lost on reload or while signing in. */
export interface LocalDraft {
  code: string;
  title: string;
  /** The project version the draft started from (0 for a new project). */
  baseVersion: number;
  savedAt: number;
}

const key = (projectId: string) => `qisi-python-draft:${projectId}`;

export function readDraft(projectId: string): LocalDraft | null {
  try {
    const text = localStorage.getItem(key(projectId));
    return text ? (JSON.parse(text) as LocalDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(projectId: string, draft: LocalDraft) {
  try {
    localStorage.setItem(key(projectId), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the safety net, not the program on screen.
  }
}

export function clearDraft(projectId: string) {
  try {
    localStorage.removeItem(key(projectId));
  } catch {
    // See writeDraft.
  }
}
