import {
  decodeLineTable,
  encodeLineTable,
  LINE_SECTION,
  type LineTable,
  lineTableFromDwarf,
} from "./table.ts";
import { CODE_SECTION, customSection, sections, withCustomSections } from "./wasm-sections.ts";

/**
 * A module linked with `-g` as it should leave the compiler: its DWARF and other custom sections
 * dropped (what `--strip-all` did) and the compact line table of the child's source added as
 * `qisi.lines`. A module without DWARF comes back stripped, with no table.
 */
export function attachLineTable(wasm: Uint8Array): Uint8Array<ArrayBuffer> {
  const stripped = withCustomSections(wasm, {});
  const line = customSection(wasm, ".debug_line");
  if (!line) return stripped;
  const code = sections(stripped).find((section) => section.id === CODE_SECTION);
  if (!code) return stripped;
  const table = lineTableFromDwarf(
    { line, lineStr: customSection(wasm, ".debug_line_str"), str: customSection(wasm, ".debug_str") },
    { start: code.contents, size: code.end - code.contents },
  );
  return withCustomSections(stripped, { [LINE_SECTION]: encodeLineTable(table) });
}

/** The line table a module carries (from the bytes), or null. */
export function moduleLineTable(wasm: Uint8Array): LineTable | null {
  const section = customSection(wasm, LINE_SECTION);
  return section ? decodeLineTable(section) : null;
}
