/// <reference lib="webworker" />

/**
 * Pyodide's memory snapshot of a started interpreter, kept between visits in the origin private
 * file system (OPFS), uncompressed.
 * Starting Python (unpacking the standard library, importing its start-up modules) is most of a
 * warm start: ~4 s on a busy 2-core machine, against ~0.3 s to restore a snapshot. The snapshot is
 * the whole wasm memory (31 MB, mostly zeros), taken right after Pyodide starts,
 * so it depends only on the Pyodide build (in its key). It is made in the learner's own browser:
 * one made in Node at build time restores, but without JSPI (Node lacks it), so input() breaks.
 *
 * `_makeSnapshot` / `_loadSnapshot` are Pyodide's experimental options (pinned version): any
 * failure falls back to a normal start and drops the stored snapshot.
 *
 * Why OPFS and not Cache Storage (issue 25): on a warm visit the site's service worker answers the
 * page's ~80 scripts and Pyodide's files from Cache Storage, and a `caches.match` for the snapshot
 * waited behind them ~1 s before Pyodide could start; OPFS is a store of its own. Why uncompressed:
 * reading 31 MB from disk is quicker than inflating 7 MB on a busy 2-core machine, and 31 MB of
 * disk is the price.
 */

/**
 * Run after every restore. Pyodide's start-up has already imported `random` (seeded then) and
 * `time` (time zone read then), so without this every visit would replay the same "random"
 * numbers — a guessing game would always pick the same one.
 */
export const afterRestorePy = `
import random, time
random.seed()
if hasattr(time, "tzset"):
    time.tzset()
`;

/** Bump when what goes into the snapshot changes (the Pyodide version is in the name already). */
const snapshotFormat = 2;

const folderName = "pyodide-snapshots";

/** The snapshot's file name: Pyodide's versioned folder (as in `indexURL`) and the format. */
export function snapshotKey(indexURL: string): string {
  return `${new URL(indexURL).pathname.replace(/[^\w.-]+/g, "_")}v${snapshotFormat}`;
}

/** The bytes go in `<key>.bin`; `<key>.length` is written after them, so a torn write is never read. */
const dataFile = (key: string) => `${key}.bin`;
const lengthFile = (key: string) => `${key}.length`;

async function folder(create: boolean): Promise<FileSystemDirectoryHandle | null> {
  if (typeof navigator === "undefined" || !navigator.storage?.getDirectory) return null;
  try {
    return await (await navigator.storage.getDirectory()).getDirectoryHandle(folderName, { create });
  } catch {
    return null;
  }
}

/**
 * The stored snapshot, or null. Finding it is quick; its bytes come in the returned promise, so
 * Pyodide's own loading (its files, its JavaScript) goes on meanwhile: `_loadSnapshot` takes a
 * promise and awaits it only just before it instantiates the wasm module.
 */
export async function findSnapshot(key: string): Promise<Promise<Uint8Array> | null> {
  const dir = await folder(false);
  if (!dir) return null;
  try {
    const length = Number(await (await (await dir.getFileHandle(lengthFile(key))).getFile()).text());
    const file = await (await dir.getFileHandle(dataFile(key))).getFile();
    if (!length || file.size !== length) return null;
    const bytes = file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
    // Handled where Pyodide awaits it; a load that fails before then must not report it unhandled.
    bytes.catch(() => {});
    return bytes;
  } catch {
    return null;
  }
}

/** Writes one file whole through a sync access handle (dedicated workers only; no other copy of it). */
async function writeFile(dir: FileSystemDirectoryHandle, name: string, bytes: Uint8Array) {
  const access = await (await dir.getFileHandle(name, { create: true })).createSyncAccessHandle();
  try {
    access.truncate(0);
    access.write(bytes as Uint8Array<ArrayBuffer>, { at: 0 });
    access.flush();
  } finally {
    access.close();
  }
}

/**
 * Stores the snapshot and removes older ones (other Pyodide versions or formats). The snapshot is
 * its own copy of the memory (`makeMemorySnapshot` copies), so a program that runs meanwhile
 * cannot change it. Another tab writing at the same moment holds the lock: this one gives way.
 */
export async function saveSnapshot(key: string, snapshot: Uint8Array): Promise<void> {
  const dir = await folder(true);
  if (!dir) return;
  try {
    await dir.removeEntry(lengthFile(key)).catch(() => {});
    await writeFile(dir, dataFile(key), snapshot);
    await writeFile(dir, lengthFile(key), new TextEncoder().encode(String(snapshot.length)));
    const names = (dir as unknown as { keys(): AsyncIterable<string> }).keys();
    for await (const name of names)
      if (name !== dataFile(key) && name !== lengthFile(key)) await dir.removeEntry(name).catch(() => {});
    // Format 1 lived in Cache Storage (7 MB gzipped): nothing reads it any more.
    if (typeof caches !== "undefined") await caches.delete("pyodide-snapshots").catch(() => false);
  } catch {
    // A full disk, a private window, another tab writing it: the next visit starts Python the slow way.
  }
}

export async function dropSnapshot(key: string): Promise<void> {
  const dir = await folder(false);
  await dir?.removeEntry(lengthFile(key)).catch(() => {});
}
