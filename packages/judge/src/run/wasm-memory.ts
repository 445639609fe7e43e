/**
 * Reads and rewrites the limits of a module's own linear memory (section 5 of the binary).
 * The memory limit is the problem's, not the compiler's: rewriting the maximum before
 * WebAssembly.compile lets one cached module run under any limit, with V8 enforcing it
 * (memory.grow fails past the maximum). Imported memory would avoid the rewrite, but wasm-ld then
 * writes every zero of a large global array into the module (`int a[3e7]` → a 120 MB file).
 */

const PAGE = 65536;
const MEMORY_SECTION = 5;

export interface MemoryLimits {
  /** Pages the module needs at start (data, bss, stack). */
  initialPages: number;
  maximumPages: number | null;
}

function readU32(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  let i = at;
  for (;;) {
    const byte = bytes[i++];
    if (byte === undefined) throw new Error("truncated LEB128");
    value += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) return [value, i];
    shift += 7;
  }
}

function writeU32(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    out.push(byte);
  } while (rest > 0);
  return out;
}

interface Located {
  limits: MemoryLimits;
  sectionStart: number;
  sectionEnd: number;
}

function locate(wasm: Uint8Array): Located | null {
  let at = 8; // magic + version
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, payload] = readU32(wasm, at + 1);
    if (id === MEMORY_SECTION) {
      const [count, entry] = readU32(wasm, payload);
      if (count !== 1) throw new Error(`expected one memory, found ${count}`);
      const flags = wasm[entry] ?? 0;
      if (flags & ~1) throw new Error(`unsupported memory flags ${flags} (shared or 64-bit)`);
      const [initialPages, afterInitial] = readU32(wasm, entry + 1);
      const maximumPages = flags & 1 ? readU32(wasm, afterInitial)[0] : null;
      return { limits: { initialPages, maximumPages }, sectionStart: at, sectionEnd: payload + size };
    }
    at = payload + size;
  }
  return null;
}

export function memoryLimits(wasm: Uint8Array): MemoryLimits | null {
  return locate(wasm)?.limits ?? null;
}

/** A copy of the module whose memory may grow to at most `limitBytes` (rounded down to pages). */
export function withMemoryMaximum(wasm: Uint8Array, limitBytes: number): Uint8Array<ArrayBuffer> {
  const found = locate(wasm);
  if (!found) throw new Error("module defines no memory");
  const maximumPages = Math.max(found.limits.initialPages, Math.floor(limitBytes / PAGE));
  const payload = [1, 0x01, ...writeU32(found.limits.initialPages), ...writeU32(maximumPages)];
  const section = [MEMORY_SECTION, ...writeU32(payload.length), ...payload];
  const out = new Uint8Array(wasm.length - (found.sectionEnd - found.sectionStart) + section.length);
  out.set(wasm.subarray(0, found.sectionStart), 0);
  out.set(section, found.sectionStart);
  out.set(wasm.subarray(found.sectionEnd), found.sectionStart + section.length);
  return out;
}

export const WASM_PAGE_BYTES = PAGE;
