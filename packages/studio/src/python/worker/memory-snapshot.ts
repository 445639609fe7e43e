/// <reference lib="webworker" />

/**
 * Pyodide's memory snapshot of a started interpreter, kept in Cache Storage between visits.
 * Starting Python (unpacking the standard library, importing its start-up modules) is most of a
 * warm start: ~4 s on a busy 2-core machine, against ~0.3 s to restore a snapshot. The snapshot is
 * the whole wasm memory (31 MB, mostly zeros; ~7 MB gzipped), taken right after Pyodide starts,
 * so it depends only on the Pyodide build (in its key). It is made in the learner's own browser:
 * one made in Node at build time restores, but without JSPI (Node lacks it), so input() breaks.
 *
 * `_makeSnapshot` / `_loadSnapshot` are Pyodide's experimental options (pinned version): any
 * failure falls back to a normal start and drops the stored snapshot.
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

/** Bump when what goes into the snapshot changes (the Pyodide version is in the URL already). */
const snapshotFormat = 1;

const cacheName = "pyodide-snapshots";

/** The Cache Storage key: a URL under Pyodide's own versioned folder (never requested from the server). */
export function snapshotKey(indexURL: string): string {
  return `${indexURL}memory-snapshot-${snapshotFormat}.bin.gz`;
}

const available = () => typeof caches !== "undefined" && typeof DecompressionStream !== "undefined";

export async function readSnapshot(key: string): Promise<Uint8Array | null> {
  if (!available()) return null;
  try {
    const cache = await caches.open(cacheName);
    const stored = await cache.match(key);
    if (!stored?.body) return null;
    const plain = new Response(stored.body.pipeThrough(new DecompressionStream("gzip")));
    return new Uint8Array(await plain.arrayBuffer());
  } catch {
    return null;
  }
}

/** Stores the snapshot (gzipped) and removes older ones (other Pyodide versions or formats). */
export async function saveSnapshot(key: string, snapshot: Uint8Array): Promise<void> {
  if (!available()) return;
  // The Blob copies the bytes now, before a program can run and change the interpreter's memory.
  const bytes = new Blob([snapshot as Uint8Array<ArrayBuffer>]);
  try {
    const cache = await caches.open(cacheName);
    const gzipped = bytes.stream().pipeThrough(new CompressionStream("gzip"));
    await cache.put(key, new Response(gzipped, { headers: { "content-type": "application/octet-stream" } }));
    for (const request of await cache.keys()) if (request.url !== key) await cache.delete(request);
  } catch {
    // A full disk or a private window: the next visit starts Python the slow way.
  }
}

export async function dropSnapshot(key: string): Promise<void> {
  if (!available()) return;
  await (await caches.open(cacheName)).delete(key).catch(() => false);
}
