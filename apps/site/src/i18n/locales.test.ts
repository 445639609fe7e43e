import { describe, expect, it } from "vitest";
import { locales as configured } from "../../../../lingui.config";
import { defaultLocale, localeDirection, localeLabel, locales, pickLocale } from "./locales";

describe("locales", () => {
  it("lists the 17 locales of DESIGN.md, the same ones Lingui extracts", () => {
    expect(locales.map((l) => l.code)).toEqual(configured);
    expect(locales).toHaveLength(17);
  });

  it("defaults to zh-CN and honours a supported query or stored choice", () => {
    expect(defaultLocale).toBe("zh-CN");
    expect(pickLocale(null, null)).toBe("zh-CN");
    expect(pickLocale("en", "ja")).toBe("en");
    expect(pickLocale("xx", "ja")).toBe("ja");
    expect(pickLocale("xx", "yy")).toBe("zh-CN");
  });

  it("writes Arabic right to left", () => {
    expect(localeDirection("ar")).toBe("rtl");
    expect(localeDirection("zh-CN")).toBe("ltr");
  });

  it("marks every locale but the complete zh-CN as partly translated, in its own words (issue 26)", () => {
    const label = (code: string) => localeLabel(locales.find((l) => l.code === code)!);
    expect(label("zh-CN")).toBe("简体中文");
    expect(label("en")).toBe("English (partly translated)");
    for (const locale of locales.filter((l) => l.code !== defaultLocale)) {
      expect(locale.partial, locale.code).toBeTruthy();
    }
  });
});
