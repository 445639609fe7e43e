/// <reference lib="webworker" />

/**
 * Pyodide's memory snapshot of a started interpreter, kept in Cache Storage between visits.
 * Starting Python (unpacking the standard library, importing its start-up modules) is most of a
 * warm start: ~4 s on a busy 2-core machine, against ~0.3 s to restore a snapshot. The snapshot is
 * the whole wasm memory (31 MB, mostly zeros; ~7 MB gzipped) and depends on the exact Pyodide
 * build and on what ran before it was taken, so both are in its key.
 *
 * `_makeSnapshot` / `_loadSnapshot` are Pyodide's experimental options (pinned version): any
 * failure falls back to a normal start and drops the stored snapshot.
 */

/**
 * Modules imported before the snapshot is taken, so they come back imported: what our bootstrap,
 * turtle and typical beginner programs import. Nothing here may hold a JavaScript object.
 */
export const preloadPy = "import builtins, sys, traceback, json, math, random, time, string, collections";

const cacheName = "pyodide-snapshots";

function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return (value >>> 0).toString(36);
}

/** The Cache Storage key: a URL under Pyodide's own versioned folder (never requested from the server). */
export function snapshotKey(indexURL: string): string {
  return `${indexURL}memory-snapshot-${hash(preloadPy)}.bin.gz`;
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

/** Stores the snapshot (gzipped) and removes older ones: other Pyodide versions or preloads. */
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
