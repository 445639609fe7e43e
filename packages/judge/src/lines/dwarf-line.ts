/**
 * DWARF's line-number programs (`.debug_line`, versions 2–5), run into rows of (address, file,
 * line). Enough of the format for what clang and wasm-ld write for wasm32: 32-bit DWARF offsets
 * and 64-bit ones, 4-byte addresses, file names inline or in `.debug_line_str`/`.debug_str`.
 * Pure: no Node, no DOM.
 */
import { readUleb } from "./wasm-sections.ts";

export interface LineRow {
  /** Offset from the start of the code section's contents (wasm DWARF addresses). */
  address: number;
  file: string;
  line: number;
  /** The first address past a sequence: no code of this sequence from here on. */
  endSequence: boolean;
}

export interface DebugSections {
  line: Uint8Array;
  lineStr?: Uint8Array | null;
  str?: Uint8Array | null;
}

// DW_FORM_* used in DWARF 5 directory and file entries.
const FORM = {
  block: 0x09,
  block1: 0x0a,
  data1: 0x0b,
  data2: 0x05,
  data4: 0x06,
  data8: 0x07,
  data16: 0x1e,
  lineStrp: 0x1f,
  string: 0x08,
  strp: 0x0e,
  strx: 0x1a,
  strx1: 0x25,
  strx2: 0x26,
  strx4: 0x28,
  udata: 0x0f,
} as const;
const LNCT_PATH = 1;
const LNCT_DIRECTORY_INDEX = 2;

class Reader {
  at: number;
  private readonly view: DataView;
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array, at = 0) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.at = at;
  }
  u8(): number {
    return this.view.getUint8(this.at++);
  }
  i8(): number {
    return this.view.getInt8(this.at++);
  }
  u16(): number {
    const value = this.view.getUint16(this.at, true);
    this.at += 2;
    return value;
  }
  u32(): number {
    const value = this.view.getUint32(this.at, true);
    this.at += 4;
    return value;
  }
  u64(): number {
    const low = this.view.getUint32(this.at, true);
    const high = this.view.getUint32(this.at + 4, true);
    this.at += 8;
    return high * 2 ** 32 + low;
  }
  uleb(): number {
    const [value, next] = readUleb(this.bytes, this.at);
    this.at = next;
    return value;
  }
  sleb(): number {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = this.u8();
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    if (byte & 0x40) value -= 2 ** shift;
    return value;
  }
  cstring(): string {
    const end = this.bytes.indexOf(0, this.at);
    if (end < 0) throw new Error("unterminated string");
    const text = new TextDecoder().decode(this.bytes.subarray(this.at, end));
    this.at = end + 1;
    return text;
  }
}

function stringAt(section: Uint8Array | null | undefined, offset: number): string {
  if (!section) return "";
  const end = section.indexOf(0, offset);
  return new TextDecoder().decode(section.subarray(offset, end < 0 ? section.length : end));
}

/**
 * The rows of the line programs in `.debug_line`; with `wanted`, only of programs (compile units)
 * whose file table names a wanted file: a program of the C library is skipped without running it.
 */
export function lineRows(debug: DebugSections, wanted?: (file: string) => boolean): LineRow[] {
  const rows: LineRow[] = [];
  const r = new Reader(debug.line);
  while (r.at < debug.line.length) {
    let unitLength = r.u32();
    let offsetSize = 4;
    if (unitLength === 0xffffffff) {
      unitLength = r.u64();
      offsetSize = 8;
    }
    const unitEnd = r.at + unitLength;
    readProgram(r, unitEnd, offsetSize, debug, rows, wanted);
    r.at = unitEnd;
  }
  return rows;
}

function readProgram(
  r: Reader,
  unitEnd: number,
  offsetSize: number,
  debug: DebugSections,
  rows: LineRow[],
  wanted: ((file: string) => boolean) | undefined,
) {
  const offset = () => (offsetSize === 8 ? r.u64() : r.u32());
  const version = r.u16();
  if (version < 2 || version > 5) return;
  let addressSize = 4;
  if (version >= 5) {
    addressSize = r.u8();
    r.u8(); // segment selector size
  }
  const headerLength = offset();
  const programStart = r.at + headerLength;
  const minInstructionLength = r.u8();
  if (version >= 4) r.u8(); // maximum operations per instruction (1 outside VLIW)
  const defaultIsStmt = r.u8() !== 0;
  const lineBase = r.i8();
  const lineRange = r.u8();
  const opcodeBase = r.u8();
  const standardLengths: number[] = [];
  for (let i = 1; i < opcodeBase; i++) standardLengths.push(r.u8());

  const directories: string[] = [];
  const files: string[] = [];
  if (version >= 5) {
    const readEntries = (): { path: string; directory: number }[] => {
      const formatCount = r.u8();
      const formats: [number, number][] = [];
      for (let i = 0; i < formatCount; i++) formats.push([r.uleb(), r.uleb()]);
      const count = r.uleb();
      const entries: { path: string; directory: number }[] = [];
      for (let i = 0; i < count; i++) {
        const entry = { path: "", directory: 0 };
        for (const [content, form] of formats) {
          const value = readForm(r, form, offset, debug);
          if (content === LNCT_PATH) entry.path = String(value);
          else if (content === LNCT_DIRECTORY_INDEX) entry.directory = Number(value);
        }
        entries.push(entry);
      }
      return entries;
    };
    for (const entry of readEntries()) directories.push(entry.path);
    for (const entry of readEntries()) files.push(joinPath(directories[entry.directory] ?? "", entry.path));
  } else {
    directories.push("");
    for (let dir = r.cstring(); dir !== ""; dir = r.cstring()) directories.push(dir);
    // DWARF ≤ 4 numbers files from 1.
    files.push("");
    for (let name = r.cstring(); name !== ""; name = r.cstring()) {
      const directory = r.uleb();
      r.uleb(); // modification time
      r.uleb(); // length
      files.push(joinPath(directories[directory] ?? "", name));
    }
  }

  if (wanted && !files.some(wanted)) return;
  r.at = programStart;
  const fresh = () => ({ address: 0, file: 1, line: 1, isStmt: defaultIsStmt });
  let state = fresh();
  const emit = (endSequence: boolean) =>
    rows.push({ address: state.address, file: files[state.file] ?? "", line: state.line, endSequence });
  while (r.at < unitEnd) {
    const opcode = r.u8();
    if (opcode >= opcodeBase) {
      const adjusted = opcode - opcodeBase;
      state.address += Math.floor(adjusted / lineRange) * minInstructionLength;
      state.line += lineBase + (adjusted % lineRange);
      emit(false);
      continue;
    }
    switch (opcode) {
      case 0: {
        const length = r.uleb();
        const next = r.at + length;
        const extended = r.u8();
        if (extended === 1) {
          emit(true);
          state = fresh();
        } else if (extended === 2) {
          state.address = addressSize === 8 ? r.u64() : r.u32();
        }
        // define_file (DWARF ≤ 4), set_discriminator and vendor opcodes: nothing we need.
        r.at = next;
        break;
      }
      case 1:
        emit(false);
        break;
      case 2:
        state.address += r.uleb() * minInstructionLength;
        break;
      case 3:
        state.line += r.sleb();
        break;
      case 4:
        state.file = r.uleb();
        break;
      case 5:
        r.uleb(); // column
        break;
      case 6:
        state.isStmt = !state.isStmt;
        break;
      case 7:
      case 10:
      case 11:
        break;
      case 8:
        state.address += Math.floor((255 - opcodeBase) / lineRange) * minInstructionLength;
        break;
      case 9:
        state.address += r.u16();
        break;
      default:
        for (let i = 0; i < (standardLengths[opcode - 1] ?? 0); i++) r.uleb();
    }
  }
}

function readForm(r: Reader, form: number, offset: () => number, debug: DebugSections): string | number {
  switch (form) {
    case FORM.string:
      return r.cstring();
    case FORM.lineStrp:
      return stringAt(debug.lineStr, offset());
    case FORM.strp:
      return stringAt(debug.str, offset());
    case FORM.udata:
      return r.uleb();
    case FORM.data1:
      return r.u8();
    case FORM.data2:
      return r.u16();
    case FORM.data4:
      return r.u32();
    case FORM.data8:
      return r.u64();
    case FORM.data16:
      r.at += 16;
      return 0;
    case FORM.block:
      r.at += r.uleb();
      return 0;
    case FORM.block1:
      r.at += r.u8();
      return 0;
    case FORM.strx:
    case FORM.strx1:
    case FORM.strx2:
    case FORM.strx4:
      // Needs .debug_str_offsets; clang does not use these in line tables.
      if (form === FORM.strx) r.uleb();
      else r.at += form === FORM.strx1 ? 1 : form === FORM.strx2 ? 2 : 4;
      return "";
    default:
      throw new Error(`unsupported DWARF form 0x${form.toString(16)} in a line table`);
  }
}

function joinPath(directory: string, name: string): string {
  if (name.startsWith("/") || directory === "") return name;
  return `${directory.replace(/\/$/, "")}/${name}`;
}
