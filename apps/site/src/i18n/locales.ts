import localeList from "../../../../locales/locales.json";

export interface LocaleInfo {
  code: string;
  /** The language's own name, so a reader finds it whatever the current language. */
  name: string;
  dir: "ltr" | "rtl";
  /**
   * Set while the locale carries only the identity values and general labels (DESIGN.md): "partly
   * translated" in the language's own words, shown beside its name so nobody expects a full
   * translation (product copy falls back to Chinese).
   */
  partial?: string;
}

/** The language's name as the switcher offers it: "English (partly translated)" while incomplete. */
export function localeLabel(locale: LocaleInfo): string {
  return locale.partial ? `${locale.name} (${locale.partial})` : locale.name;
}

export const locales = localeList as LocaleInfo[];
export const defaultLocale = "zh-CN";
export const localeStorageKey = "qisi-locale";

export function isSupportedLocale(code: string | null | undefined): code is string {
  return !!code && locales.some((locale) => locale.code === code);
}

/** SPEC §1: Chinese unless the person picked another language (stored) or asked for one (`?lang=`). */
export function pickLocale(query: string | null, stored: string | null): string {
  if (isSupportedLocale(query)) return query;
  if (isSupportedLocale(stored)) return stored;
  return defaultLocale;
}

export function localeDirection(code: string): "ltr" | "rtl" {
  return locales.find((locale) => locale.code === code)?.dir ?? "ltr";
}
