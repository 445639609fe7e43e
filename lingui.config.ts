import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

import localeList from "./locales/locales.json" with { type: "json" };

/** The 17 interface languages of DESIGN.md (locales/locales.json); zh-CN is the source and the fallback. */
export const locales = localeList.map((locale) => locale.code);

export default defineConfig({
  sourceLocale: "zh-CN",
  locales,
  fallbackLocales: { default: "zh-CN" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: [
        "<rootDir>/packages/ui/src",
        "<rootDir>/packages/studio/src",
        // The C++ explanations shared with the server (/*i18n*/ descriptors, no Lingui runtime there).
        "<rootDir>/packages/judge/src/explain",
        // @qisi/api's few words for people (/*i18n*/ descriptors; the client has no Lingui runtime).
        "<rootDir>/packages/api/src/errors",
        "<rootDir>/apps/site/src",
      ],
      exclude: ["**/node_modules/**", "**/*.test.*", "**/*.stories.*"],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: "messageId",
});
