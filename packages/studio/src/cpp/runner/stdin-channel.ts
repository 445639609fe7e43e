/**
 * Blocking stdin over shared memory (cross-origin isolated pages): Int32 [state, length] then the
 * bytes. The worker sets state 0 and waits; the page writes a line, sets length (−1 = end of input)
 * and state 1, and wakes it.
 */
const headerBytes = 8;
/** One answer at most; a longer paste is sent in pieces, each waking the program once. */
export const stdinChunkBytes = 64 * 1024;

export function createStdinBuffer(): SharedArrayBuffer {
  return new SharedArrayBuffer(headerBytes + stdinChunkBytes);
}

/** The page's side: hands the waiting program `bytes`, or the end of input for `null`. */
export function answerStdin(buffer: SharedArrayBuffer, bytes: Uint8Array | null): void {
  const control = new Int32Array(buffer, 0, 2);
  if (bytes) new Uint8Array(buffer, headerBytes, stdinChunkBytes).set(bytes.subarray(0, stdinChunkBytes));
  Atomics.store(control, 1, bytes ? Math.min(bytes.length, stdinChunkBytes) : -1);
  Atomics.store(control, 0, 1);
  Atomics.notify(control, 0);
}

/** The worker's side: blocks until the page answers; null is the end of input. */
export function waitForStdin(
  buffer: SharedArrayBuffer,
  beforeWait: () => void,
): Uint8Array<ArrayBuffer> | null {
  const control = new Int32Array(buffer, 0, 2);
  Atomics.store(control, 0, 0);
  beforeWait();
  while (Atomics.load(control, 0) === 0) Atomics.wait(control, 0, 0);
  const length = Atomics.load(control, 1);
  if (length < 0) return null;
  // A copy in ordinary memory: the shared bytes are overwritten by the next answer.
  const copy = new Uint8Array(length);
  copy.set(new Uint8Array(buffer, headerBytes, length));
  return copy;
}
