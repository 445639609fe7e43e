import { describe, expect, it } from "vitest";
import { compareTolerant } from "../src/judge/compare.ts";

describe("compareTolerant (Hydro's default)", () => {
  it("ignores trailing spaces, tabs, CRs and blank lines at the end", () => {
    expect(compareTolerant("1 2 3\n4\n", "1 2 3   \r\n4\t\n\n\n")).toEqual({ same: true });
    expect(compareTolerant("42\n", "42")).toEqual({ same: true });
    expect(compareTolerant("", "\n\n")).toEqual({ same: true });
  });

  it("keeps spaces inside and at the start of a line, and blank lines in the middle", () => {
    expect(compareTolerant("1 2", "1  2")).toMatchObject({ same: false, line: 1 });
    expect(compareTolerant("x", " x")).toMatchObject({ same: false, line: 1 });
    expect(compareTolerant("a\nb", "a\n\nb")).toMatchObject({ same: false, line: 2 });
  });

  it("names the first differing line, with missing output as an empty line", () => {
    expect(compareTolerant("1\n2\n3\n", "1\n2\n")).toEqual({
      same: false,
      line: 3,
      expected: "3",
      actual: "",
    });
    expect(compareTolerant("1\n", "1\n5\n")).toEqual({ same: false, line: 2, expected: "", actual: "5" });
  });

  it("clips long lines so a hidden test is not shown whole", () => {
    const result = compareTolerant("a".repeat(500), "b".repeat(500));
    expect(result.same).toBe(false);
    if (!result.same) expect(result.expected.length).toBeLessThanOrEqual(65);
  });
});

describe("compareTolerant where it differs from Hydro's compare.sh on purpose", () => {
  it("drops a whitespace-only or CR-only last line (Hydro keeps it as an empty line: WA)", () => {
    expect(compareTolerant("3\n", "3\n   \n")).toEqual({ same: true });
    expect(compareTolerant("3\n", "3\r\n\r\n")).toEqual({ same: true });
  });
});
