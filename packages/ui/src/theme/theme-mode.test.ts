import { beforeEach, describe, expect, it } from "vitest";
import { applyThemeMode, readThemePreference, resolveThemeMode } from "./theme-mode";

describe("theme mode", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
    delete document.documentElement.dataset.theme;
  });

  it("follows the system until the person chooses", () => {
    expect(resolveThemeMode("system", true)).toBe("dark");
    expect(resolveThemeMode("system", false)).toBe("light");
    expect(resolveThemeMode("light", true)).toBe("light");
  });

  it("reads only known preferences and survives storage that throws", () => {
    expect(readThemePreference({ getItem: () => "dark" })).toBe("dark");
    expect(readThemePreference({ getItem: () => "purple" })).toBe("system");
    expect(
      readThemePreference({
        getItem: () => {
          throw new Error("denied");
        },
      }),
    ).toBe("system");
  });

  it("sets theme-color to #00aba9 in dark mode and #ffffff in light mode (SPEC §9)", () => {
    applyThemeMode("dark");
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    expect(meta?.content).toBe("#00aba9");
    expect(document.documentElement.dataset.theme).toBe("dark");
    applyThemeMode("light");
    expect(meta?.content).toBe("#ffffff");
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
  });
});
