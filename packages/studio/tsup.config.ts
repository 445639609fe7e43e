import { defineConfig } from "tsup";
import { publishedEntries } from "./published-entries.ts";

/**
 * The published build's declarations and its Node tools; `vite.lib.config.ts` writes the browser
 * JavaScript and `vite.frame.config.ts` the Scratch frame (see `build` in package.json).
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
