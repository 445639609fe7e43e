import { describe, expect, it } from "vitest";
import { checkSource } from "./source-check.ts";

describe("checkSource (before a program is sent to the compile service)", () => {
  it("counts UTF-8 bytes, not characters", () => {
    expect(checkSource("你".repeat(21_845), 64 * 1024)).toBeNull(); // 65,535 bytes
    expect(checkSource("你".repeat(21_846), 64 * 1024)).toBe("too-large");
  });

  it("refuses what was not UTF-8 text: replacement characters, lone surrogates, NUL", () => {
    for (const bad of ["int main() {}\uFFFD", "int a; \uD800", "x\uDC00", "int main() {}\0"])
      expect(checkSource(bad, 1024)).toBe("not-text");
    expect(checkSource('cout << "😀";', 1024)).toBeNull();
  });
});
