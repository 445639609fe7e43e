import { describe, expect, it } from "vitest";
import { decodeLineTable, encodeLineTable, lineAt, trapLine, wasmFrameOffsets } from "./table.ts";

const table = { codeStart: 100, addresses: [0, 10, 20, 35, 50], lines: [3, 0, 5, 6, 0] };

describe("the compact line table", () => {
  it("round-trips through its custom section's bytes", () => {
    const bytes = encodeLineTable(table);
    expect(bytes.length).toBeLessThan(20);
    expect(decodeLineTable(bytes)).toEqual(table);
    expect(decodeLineTable(new Uint8Array([2, 0, 0]))).toBeNull();
  });

  it("names the child's line of a code address, and nothing outside the child's code", () => {
    expect(lineAt(table, 0)).toBe(3);
    expect(lineAt(table, 9)).toBe(3);
    expect(lineAt(table, 10)).toBeNull();
    expect(lineAt(table, 34)).toBe(5);
    expect(lineAt(table, 49)).toBe(6);
    expect(lineAt(table, 50)).toBeNull();
  });

  it("reads the frames of V8's and Firefox's stacks, innermost first, and takes the first of the child's", () => {
    const v8 = [
      "RuntimeError: divide by zero",
      "    at wasm://wasm/000dc086:wasm-function[14]:0x96f",
      "    at wasm://wasm/000dc086:wasm-function[12]:0x88",
      "    at wasm://wasm/000dc086:wasm-function[11]:0x835",
    ].join("\n");
    expect(wasmFrameOffsets(v8)).toEqual([0x96f, 0x88, 0x835]);
    // 0x96f is past the table's code (the runtime's handler), 0x88 - 100 = 36 is line 6.
    expect(trapLine(table, 100, v8)).toBe(6);
    const firefox = "@wasm-function[12]:0x82\n@wasm-function[11]:0x835";
    expect(trapLine(table, 100, firefox)).toBe(5);
    expect(trapLine(table, 100, "RuntimeError: unreachable\n    at <anonymous>")).toBeNull();
  });
});
