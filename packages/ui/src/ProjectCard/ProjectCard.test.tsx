import { describe, expect, it } from "vitest";
import { maxProjectTitleLength, validateProjectTitle } from "./types";

describe("validateProjectTitle", () => {
  it("needs a name that is not only spaces", () => {
    expect(validateProjectTitle("")).toBe("empty");
    expect(validateProjectTitle("  \t")).toBe("empty");
  });

  it("counts characters, not UTF-16 units, so emoji names are not cut short", () => {
    expect(validateProjectTitle("🐱".repeat(maxProjectTitleLength))).toBeNull();
    expect(validateProjectTitle("猫".repeat(maxProjectTitleLength + 1))).toBe("too_long");
  });

  it("accepts ordinary Chinese names", () => {
    expect(validateProjectTitle(" 小猫钓鱼 ")).toBeNull();
  });
});
