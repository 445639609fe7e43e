import { globSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import type { Plugin } from "esbuild";
import localeList from "../../locales/locales.json" with { type: "json" };

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];

const root = fileURLToPath(new URL("../..", import.meta.url));
const uiSource = fileURLToPath(new URL("./src", import.meta.url));

/** The 17 locales of locales/locales.json; each ships as `@qisi/ui/locales/<code>`. */
export const localeCodes = localeList.map((locale) => locale.code);

/** The root catalog of a locale: both the tsup entry and what the ui source imports. */
export const catalogFile = (code: string) => join(root, "locales", code, "messages.po");

/**
 * Compiles `locales/<code>/messages.po` (the whole product's catalog) into what @qisi/ui ships: only
 * the messages its own components use, under the ids Lingui's macro gives them. zh-CN holds every
 * one; another locale holds what it translates and imports zh-CN beneath, so a message it lacks
 * shows in Chinese, never as an id or as ICU source.
 */
export function uiCatalogsPlugin(): Plugin {
  return {
    name: "ui-catalogs",
    setup(build) {
      const config = getConfig({ configPath: join(root, "lingui.config.ts") });
      let usedIds: Promise<Set<string>> | undefined;

      build.onLoad({ filter: /\.po$/ }, async (args) => {
        const found = getCatalogForFile(relative(config.rootDir, args.path), await getCatalogs(config));
        if (!found) throw new Error(`${args.path} is no catalog of lingui.config.ts`);
        const { locale, catalog } = found;
        usedIds ??= idsUsedByUi(catalog);
        const ids = await usedIds;
        const isSource = locale === config.sourceLocale;
        const entries = (await catalog.read(locale)) ?? {};
        const translations: Record<string, string> = {};
        for (const id of ids) {
          const entry = entries[id];
          if (isSource && !entry) throw new Error(`${locale} lacks ${id}: run \`pnpm i18n:extract\``);
          const text = entry?.translation || (isSource ? entry?.message : undefined);
          if (text) translations[id] = text;
        }
        const { source, errors } = createCompiledCatalog(locale, translations, {
          namespace: "json",
          strict: true,
        });
        if (errors.length > 0) {
          throw new Error(`${locale}: ${errors.map((e) => `${e.id} (${e.error.message})`).join(", ")}`);
        }
        const compiled = `JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(source).messages))})`;
        const contents = isSource
          ? `export const messages = ${compiled};\n`
          : `import { messages as fallback } from ${JSON.stringify(catalogFile(config.sourceLocale))};\n` +
            `export const messages = { ...fallback, ...${compiled} };\n`;
        return { contents, loader: "js", watchFiles: [args.path] };
      });
    },
  };
}

/** The ids of every message in @qisi/ui's own source (not its tests, stories or test helpers). */
async function idsUsedByUi(catalog: Catalog): Promise<Set<string>> {
  const files = globSync("**/*.{ts,tsx}", { cwd: uiSource })
    .filter((file) => !/\.(test|stories|d)\.tsx?$/.test(file) && !file.startsWith("test-utils/"))
    .map((file) => join(uiSource, file));
  return new Set(Object.keys((await catalog.collect({ files })) ?? {}));
}

/**
 * The declaration of every `dist/locales/<code>.js`, written after tsup (the package's `build`
 * script runs this file): the entries are .po files, which tsup's declaration build cannot read, and
 * that build deletes every declaration it did not write. Their one export is always the same.
 */
async function writeCatalogDeclarations(outDir: string): Promise<void> {
  await mkdir(join(outDir, "locales"), { recursive: true });
  const declaration =
    'import type { Messages } from "@lingui/core";\n\n' +
    "/** The compiled messages of @qisi/ui's components; untranslated ones are zh-CN's. */\n" +
    "export declare const messages: Messages;\n";
  await Promise.all(
    localeCodes.map((code) => writeFile(join(outDir, "locales", `${code}.d.ts`), declaration)),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeCatalogDeclarations(fileURLToPath(new URL("./dist", import.meta.url)));
}
