import { expect } from "vitest";
import localeList from "../../locales/locales.json" with { type: "json" };

type Catalog = { messages: Record<string, unknown> };

/**
 * A package's shipped catalogs (`dist/locales/<code>.js`, built by tsup.catalogs.ts): every locale
 * holds each of `ids` compiled, and as many messages as zh-CN, the package's own and no more.
 * Returns zh-CN's messages.
 */
export async function expectCompiledCatalogs(
  importShipped: (file: string) => Promise<Catalog>,
  ids: ReadonlySet<string>,
): Promise<Catalog["messages"]> {
  const { messages: source } = await importShipped("dist/locales/zh-CN.js");
  for (const { code } of localeList) {
    const { messages } = await importShipped(`dist/locales/${code}.js`);
    for (const id of ids) {
      const message = messages[id];
      expect(message, `${code} ${id}`).toBeDefined();
      // Compiled: plain text, or the array form placeholders and plurals compile to; never ICU source.
      if (typeof message === "string") expect(message, `${code} ${id}`).not.toMatch(/[{}]/);
      else expect(Array.isArray(message), `${code} ${id}`).toBe(true);
    }
    // The package's own messages only, not the whole product's catalog.
    expect(Object.keys(messages).length, code).toBe(Object.keys(source).length);
  }
  return source;
}
