/**
 * The sections of a WebAssembly binary, read without compiling it: where the code section's
 * contents start (DWARF addresses and the line table count from there) and which custom sections
 * a module carries (debug info to drop before it goes to a browser). Pure: no Node, no DOM.
 */

export const CUSTOM_SECTION = 0;
export const CODE_SECTION = 10;

export interface Section {
  id: number;
  /** A custom section's name; "" for the others. */
  name: string;
  /** Offset of the section id byte. */
  start: number;
  /** Offset of the first byte of the contents (after a custom section's name, too). */
  contents: number;
  /** Offset just past the section. */
  end: number;
}

/** An unsigned LEB128 at `at`: [value, offset after it]. */
export function readUleb(bytes: Uint8Array, at: number): [value: number, next: number] {
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

export function writeUleb(value: number, out: number[] = []): number[] {
  let rest = value;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    out.push(byte);
  } while (rest > 0);
  return out;
}

export function sections(wasm: Uint8Array): Section[] {
  const found: Section[] = [];
  let at = 8; // magic + version
  while (at < wasm.length) {
    const id = wasm[at] as number;
    const [size, payload] = readUleb(wasm, at + 1);
    const end = payload + size;
    if (end > wasm.length) throw new Error("truncated section");
    let name = "";
    let contents = payload;
    if (id === CUSTOM_SECTION) {
      const [length, nameAt] = readUleb(wasm, payload);
      name = new TextDecoder().decode(wasm.subarray(nameAt, nameAt + length));
      contents = nameAt + length;
    }
    found.push({ id, name, start: at, contents, end });
    at = end;
  }
  return found;
}

/** Where the code section's contents start: DWARF's code addresses are offsets from here. */
export function codeSectionStart(wasm: Uint8Array): number | null {
  const code = sections(wasm).find((section) => section.id === CODE_SECTION);
  return code ? code.contents : null;
}

/** A custom section's contents by name (the first one), or null. */
export function customSection(wasm: Uint8Array, name: string): Uint8Array | null {
  const found = sections(wasm).find((section) => section.id === CUSTOM_SECTION && section.name === name);
  return found ? wasm.subarray(found.contents, found.end) : null;
}

/**
 * The module without its custom sections (DWARF, names, producers: what `--strip-all` drops),
 * with `extra` custom sections appended. Custom sections never move the code: they sit after it
 * here, and nothing else changes, so every code offset stays what it was.
 */
export function withCustomSections(
  wasm: Uint8Array,
  extra: Record<string, Uint8Array>,
): Uint8Array<ArrayBuffer> {
  const kept = sections(wasm).filter((section) => section.id !== CUSTOM_SECTION);
  const parts: Uint8Array[] = [wasm.subarray(0, 8), ...kept.map((s) => wasm.subarray(s.start, s.end))];
  for (const [name, contents] of Object.entries(extra)) {
    const nameBytes = new TextEncoder().encode(name);
    const payload = [...writeUleb(nameBytes.length), ...nameBytes];
    parts.push(new Uint8Array([CUSTOM_SECTION, ...writeUleb(payload.length + contents.length), ...payload]));
    parts.push(contents);
  }
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
