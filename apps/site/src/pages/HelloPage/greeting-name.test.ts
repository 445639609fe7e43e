import { describe, expect, it } from "vitest";
import { greetingHref, greetingName, maxNameLength } from "./greeting-name";

describe("the greeting page's name", () => {
  it("decodes and trims the path segment", () => {
    expect(greetingName("%E5%B0%8F%E6%98%8E")).toBe("小明");
    expect(greetingName("%20%20Lily%20%20")).toBe("Lily");
  });

  it("is null when there is no name to greet", () => {
    expect(greetingName(undefined)).toBeNull();
    expect(greetingName("%20")).toBeNull();
    expect(greetingName("%E0%A4%A")).toBeNull();
  });

  it("keeps at most 20 visible characters, never splitting one", () => {
    expect(greetingName(encodeURIComponent("长".repeat(50)))).toBe("长".repeat(maxNameLength));
    const family = "👨‍👩‍👧";
    expect(greetingName(encodeURIComponent(family.repeat(25)))).toBe(family.repeat(maxNameLength));
  });

  it("keeps markup as plain text for React to escape", () => {
    expect(greetingName(encodeURIComponent("<img src=x>"))).toBe("<img src=x>");
  });

  it("sends a typed name to its own address", () => {
    expect(greetingHref(" 小明 ")).toBe("/hello/%E5%B0%8F%E6%98%8E");
    expect(greetingHref("a/b?c")).toBe("/hello/a%2Fb%3Fc");
    expect(greetingHref("   ")).toBe("/hello");
  });
});
