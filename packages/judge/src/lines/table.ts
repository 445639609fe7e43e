/**
 * The compact line table that travels with a compiled program: for each stretch of code, the line
 * of the child's `main.cpp` it came from (0: not the child's code — the C library, libc++, our
 * runtime). Made on the server from the DWARF of a `-g` build (lines.ts), kept in the module as the
 * custom section `qisi.lines` after the DWARF is stripped (a few hundred bytes instead of ~1 MB),
 * and read wherever a trap happens — the judge's worker and the C++ studio's — to name the line.
 * Pure: no Node, no DOM.
 */
import { lineRows } from "./dwarf-line.ts";
import { readUleb, writeUleb } from "./wasm-sections.ts";

export const LINE_SECTION = "qisi.lines";
const FORMAT = 1;

/** Sorted by address; each entry holds until the next one. */
export interface LineTable {
  /**
   * Where the code section's contents start in the module as served (the studio compiles those
   * bytes; the judge, which rewrites the memory section first, computes its own).
   */
  codeStart: number;
  addresses: number[];
  lines: number[];
}

/** Is this DWARF file the child's source (compiled as `main.cpp` in its own directory)? */
export const isChildSource = (file: string) => file === "main.cpp" || file.endsWith("/main.cpp");

/**
 * The table from a module's DWARF (`.debug_line`, with its string sections), for code addresses
 * inside the code section: rows of functions the linker dropped carry a tombstone address past it.
 */
export function lineTableFromDwarf(
  debug: { line: Uint8Array; lineStr?: Uint8Array | null; str?: Uint8Array | null },
  code: { start: number; size: number },
): LineTable {
  const entries: [address: number, line: number][] = [];
  // Line 0 is code the compiler made up (no line of its own): it belongs to the line before it.
  let current = 0;
  for (const row of lineRows(debug, isChildSource)) {
    if (row.address >= code.size) continue;
    if (row.endSequence || !isChildSource(row.file)) current = 0;
    else if (row.line > 0) current = row.line;
    entries.push([row.address, current]);
    if (row.endSequence) current = 0;
  }
  entries.sort((a, b) => a[0] - b[0]);
  const table: LineTable = { codeStart: code.start, addresses: [], lines: [] };
  for (const [address, line] of entries) {
    const last = table.addresses.length - 1;
    if (last >= 0 && table.addresses[last] === address) {
      table.lines[last] = line;
      continue;
    }
    if (last >= 0 && table.lines[last] === line) continue;
    table.addresses.push(address);
    table.lines.push(line);
  }
  return table;
}

export function encodeLineTable(table: LineTable): Uint8Array<ArrayBuffer> {
  const out = writeUleb(FORMAT);
  writeUleb(table.codeStart, out);
  writeUleb(table.addresses.length, out);
  let previous = 0;
  for (const [i, address] of table.addresses.entries()) {
    writeUleb(address - previous, out);
    writeUleb(table.lines[i] as number, out);
    previous = address;
  }
  return new Uint8Array(out);
}

/** The table in a `qisi.lines` section, or null for a section of another format. */
export function decodeLineTable(bytes: Uint8Array): LineTable | null {
  let at = 0;
  const next = () => {
    const [value, after] = readUleb(bytes, at);
    at = after;
    return value;
  };
  try {
    if (next() !== FORMAT) return null;
    const table: LineTable = { codeStart: next(), addresses: [], lines: [] };
    const count = next();
    let address = 0;
    for (let i = 0; i < count; i++) {
      address += next();
      table.addresses.push(address);
      table.lines.push(next());
    }
    return table;
  } catch {
    return null;
  }
}

/** The child's line for a code address, or null when the address is not in the child's code. */
export function lineAt(table: LineTable, address: number): number | null {
  let low = 0;
  let high = table.addresses.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((table.addresses[mid] as number) <= address) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  const line = found >= 0 ? (table.lines[found] as number) : 0;
  return line > 0 ? line : null;
}

/**
 * Module byte offsets of a trap's wasm frames, innermost first, from an engine's stack text:
 * V8 (`wasm-function[12]:0x88c`) and SpiderMonkey (`wasm-function[12]:0x88c`) both print them;
 * Safari prints none, and the line stays unknown there.
 */
export function wasmFrameOffsets(stack: string): number[] {
  return [...stack.matchAll(/wasm-function\[\d+\]:0x([0-9a-f]+)/gi)].map((match) =>
    Number.parseInt(match[1] as string, 16),
  );
}

/**
 * The line of the child's code where a trap happened: the innermost frame that is the child's
 * code (a trap inside the C library or our runtime is named by the child's call that led there).
 * `codeStart` is where the code section's contents start in the bytes that were compiled.
 */
export function trapLine(table: LineTable, codeStart: number, stack: string): number | null {
  for (const offset of wasmFrameOffsets(stack)) {
    const line = lineAt(table, offset - codeStart);
    if (line !== null) return line;
  }
  return null;
}
