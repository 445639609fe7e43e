import { i18n, type Messages } from "@lingui/core";
import { localeDirection, localeStorageKey } from "./locales";

/** Each catalog is its own chunk, compiled from the .po file by @lingui/vite-plugin at build time. */
const catalogs = import.meta.glob<{ messages: Messages }>("../../../../locales/*/messages.po");

async function loadMessages(locale: string): Promise<Messages> {
  const load = catalogs[`../../../../locales/${locale}/messages.po`];
  if (!load) throw new Error(`No catalog for locale ${locale}`);
  return (await load()).messages;
}

/**
 * Loads a locale and makes it current. Product strings a catalog lacks fall back to zh-CN,
 * so zh-CN is loaded underneath every other language (DESIGN.md).
 */
export async function activateLocale(locale: string): Promise<void> {
  const [fallback, messages] = await Promise.all([
    locale === "zh-CN" ? Promise.resolve({}) : loadMessages("zh-CN"),
    loadMessages(locale),
  ]);
  i18n.load(locale, { ...fallback, ...withoutEmpty(messages) });
  i18n.activate(locale);
  if (typeof document === "undefined") return; // prerendering at build time
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
}

export function rememberLocale(locale: string): void {
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage can be unavailable; the choice still holds until the page is closed.
  }
}

/** Compiled catalogs keep untranslated entries as empty strings; drop them so zh-CN shows instead. */
function withoutEmpty(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([, value]) => value !== "" && value != null));
}
