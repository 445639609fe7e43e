import { defineConfig } from "tsup";
import { catalogEntries, packageCatalogsPlugin } from "../../tsup.catalogs.ts";
import { publishedEntries } from "./published-entries.ts";

/**
 * The published build's declarations, its compiled catalogs and its Node tools; `vite.lib.config.ts`
 * writes the browser JavaScript and `vite.frame.config.ts` the Scratch frame (see `build` in
 * package.json).
 */
export default defineConfig([
  {
    // One bundled `.d.ts` per browser entry. `@qisi/judge` is private: the few types of it the
    // studio's API names are inlined; every other import stays an import of its package.
    entry: publishedEntries,
    format: ["esm"],
    dts: {
      only: true,
      // Through node_modules the types would stay an import; as a path they are inlined.
      compilerOptions: { paths: { "@qisi/judge/explain": ["../judge/src/explain/index.ts"] } },
    },
    outDir: "dist",
    clean: false,
  },
  {
    // `@qisi/studio/locales/<code>`: the messages of the studios' code (with @qisi/judge's
    // explanations, which their build inlines), compiled from the root .po files. Their declarations
    // are written after tsup (the root tsup.catalogs.ts): it reads only TypeScript. Their own
    // folder, so the chunk they share (zh-CN beneath each locale) lands there too.
    entry: catalogEntries(""),
    format: ["esm"],
    target: "es2022",
    outDir: "dist/locales",
    clean: false,
    minify: true,
    sourcemap: true,
    esbuildPlugins: [
      packageCatalogsPlugin({ sources: ["packages/studio/src", "packages/judge/src/explain"] }),
    ],
  },
  {
    // `@qisi/studio/vite` (qisiStudio()) and the `qisi-studio-assets` command, for the partner's build.
    entry: { vite: "partner/vite.ts", cli: "partner/cli.ts" },
    format: ["esm"],
    platform: "node",
    target: "node20",
    dts: { entry: { vite: "partner/vite.ts" } },
    sourcemap: true,
    outDir: "dist/partner",
    clean: false,
    external: ["vite", "pyodide"],
    removeNodeProtocol: false,
  },
]);
