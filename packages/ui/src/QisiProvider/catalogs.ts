/// <reference path="./po-catalog.d.ts" />
import type { Messages } from "@lingui/core";

/** The 17 interface languages (DESIGN.md, locales/locales.json); zh-CN is the source and the fallback. */
export const qisiLocales = [
  "zh-CN",
  "ar",
  "de",
  "en",
  "es",
  "fr",
  "id",
  "it",
  "ja",
  "ka",
  "ko",
  "pl",
  "pt-BR",
  "ru",
  "tr",
  "uk",
  "vi",
] as const;

export type QisiLocale = (typeof qisiLocales)[number];

export const sourceLocale = "zh-CN" satisfies QisiLocale;

/**
 * Each locale's catalog, loaded when it is first asked for. The paths are the product's catalogs: in
 * the workspace @lingui/vite-plugin compiles them whole; the package's build compiles each into the
 * messages of the package alone, as `dist/locales/<code>.js` (the root tsup.catalogs.ts), which these load.
 */
export const catalogLoaders: Record<QisiLocale, () => Promise<{ messages: Messages }>> = {
  "zh-CN": () => import("../../../../locales/zh-CN/messages.po"),
  ar: () => import("../../../../locales/ar/messages.po"),
  de: () => import("../../../../locales/de/messages.po"),
  en: () => import("../../../../locales/en/messages.po"),
  es: () => import("../../../../locales/es/messages.po"),
  fr: () => import("../../../../locales/fr/messages.po"),
  id: () => import("../../../../locales/id/messages.po"),
  it: () => import("../../../../locales/it/messages.po"),
  ja: () => import("../../../../locales/ja/messages.po"),
  ka: () => import("../../../../locales/ka/messages.po"),
  ko: () => import("../../../../locales/ko/messages.po"),
  pl: () => import("../../../../locales/pl/messages.po"),
  "pt-BR": () => import("../../../../locales/pt-BR/messages.po"),
  ru: () => import("../../../../locales/ru/messages.po"),
  tr: () => import("../../../../locales/tr/messages.po"),
  uk: () => import("../../../../locales/uk/messages.po"),
  vi: () => import("../../../../locales/vi/messages.po"),
};

const rightToLeft: ReadonlySet<string> = new Set(["ar"]);

export function localeDirection(locale: string): "ltr" | "rtl" {
  return rightToLeft.has(locale) ? "rtl" : "ltr";
}
