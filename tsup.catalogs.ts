import { globSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import type { Plugin } from "esbuild";
import localeList from "./locales/locales.json" with { type: "json" };

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];

const root = fileURLToPath(new URL(".", import.meta.url));

/** The 17 locales of locales/locales.json; each ships as `<package>/locales/<code>`. */
export const localeCodes = localeList.map((locale) => locale.code);

/** The root catalog of a locale: both the tsup entry and what the ui source imports. */
export const catalogFile = (code: string) => join(root, "locales", code, "messages.po");

/** tsup's entries for a package's catalogs: `<folder><code>` built from the root .po files. */
export const catalogEntries = (folder = "locales/") =>
  Object.fromEntries(localeCodes.map((code) => [`${folder}${code}`, catalogFile(code)]));

export interface PackageCatalogsOptions {
  /**
   * The folders whose code the package's build bundles, relative to the repository root (its own
   * `src`, plus any private workspace code inlined into it): their messages, and only theirs, ship.
   */
  sources: string[];
}

/**
 * Compiles `locales/<code>/messages.po` (the whole product's catalog) into what a published package
 * ships: only the messages its own code uses, under the ids Lingui's macro gives them. zh-CN holds
 * every one; another locale holds what it translates and imports zh-CN beneath, so a message it
 * lacks shows in Chinese, never as an id or as ICU source.
 */
export function packageCatalogsPlugin({ sources }: PackageCatalogsOptions): Plugin {
  return {
    name: "package-catalogs",
    setup(build) {
      const config = getConfig({ configPath: join(root, "lingui.config.ts") });
      let usedIds: Promise<Set<string>> | undefined;

      build.onLoad({ filter: /\.po$/ }, async (args) => {
        const found = getCatalogForFile(relative(config.rootDir, args.path), await getCatalogs(config));
        if (!found) throw new Error(`${args.path} is no catalog of lingui.config.ts`);
        const { locale, catalog } = found;
        usedIds ??= idsUsedBy(sources, catalog);
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

/** Files that never reach a package's build: tests, their helpers, stories and declarations. */
const notShipped = /\.(test-support|stories|d)\.tsx?$|\.test\.|(^|\/)test-utils\//;

/** The ids of every message in the given source folders. */
async function idsUsedBy(sources: string[], catalog: Catalog): Promise<Set<string>> {
  const files = sources.flatMap((source) => {
    const folder = join(root, source);
    return globSync("**/*.{ts,tsx}", { cwd: folder })
      .filter((file) => !notShipped.test(file))
      .map((file) => join(folder, file));
  });
  return new Set(Object.keys((await catalog.collect({ files })) ?? {}));
}

/**
 * The declaration of every `dist/locales/<code>.js`, written after tsup (a package's `build` script
 * runs this file in the package's folder: `node ../../tsup.catalogs.ts @qisi/<name>`): the entries
 * are .po files, which tsup's declaration build cannot read, and that build deletes every
 * declaration it did not write. Their one export is always the same.
 */
async function writeCatalogDeclarations(outDir: string, packageName: string): Promise<void> {
  await mkdir(join(outDir, "locales"), { recursive: true });
  const declaration =
    'import type { Messages } from "@lingui/core";\n\n' +
    `/** The compiled messages of ${packageName}; untranslated ones are zh-CN's. */\n` +
    "export declare const messages: Messages;\n";
  await Promise.all(
    localeCodes.map((code) => writeFile(join(outDir, "locales", `${code}.d.ts`), declaration)),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packageName = process.argv[2];
  if (!packageName) throw new Error("usage: node ../../tsup.catalogs.ts <package name>");
  await writeCatalogDeclarations(resolve("dist"), packageName);
}
