import { i18n, type Messages } from "@lingui/core";
import localeList from "../locales/locales.json";

const catalogs = import.meta.glob<{ messages: Messages }>("../locales/*/messages.po");

export const storyLocales = localeList;

/** Loads a catalog over zh-CN, as the site does, so untranslated product copy stays Chinese. */
export async function activateStoryLocale(locale: string): Promise<void> {
  const load = (code: string) => catalogs[`../locales/${code}/messages.po`]?.().then((m) => m.messages) ?? {};
  const [fallback, messages] = await Promise.all([load("zh-CN"), locale === "zh-CN" ? {} : load(locale)]);
  const filled = Object.fromEntries(Object.entries(messages).filter(([, value]) => value !== ""));
  i18n.load(locale, { ...fallback, ...filled });
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = localeList.find((l) => l.code === locale)?.dir ?? "ltr";
}
