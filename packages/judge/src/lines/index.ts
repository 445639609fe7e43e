// Pure (no Node, no DOM): the C++ studio's worker reads the line table of the modules it runs.
export type { LineRow } from "./dwarf-line.ts";
export { lineRows } from "./dwarf-line.ts";
export { attachLineTable, moduleLineTable } from "./module.ts";
export type { LineTable } from "./table.ts";
export {
  decodeLineTable,
  encodeLineTable,
  isChildSource,
  LINE_SECTION,
  lineAt,
  lineTableFromDwarf,
  trapLine,
  wasmFrameOffsets,
} from "./table.ts";
export { codeSectionStart, customSection, sections, withCustomSections } from "./wasm-sections.ts";
