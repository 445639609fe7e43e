import { defineConfig } from "tsup";

/**
 * The published build's declarations and its Node tools; `vite.lib.config.ts` writes the browser
 * JavaScript and `vite.frame.config.ts` the Scratch frame (see `build` in package.json).
 */
export default defineConfig([
  {
    // One bundled `.d.ts` per browser entry. `@qisi/judge` is private: the few types of it the
    // studio's API names are inlined; every other import stays an import of its package.
    entry: {
      index: "src/index.ts",
      cpp: "src/cpp/index.ts",
      checks: "src/checks/index.ts",
      "checks-scratch": "src/checks/scratch/index.ts",
      "scratch-paths": "src/scratch/scratch-gui-version.ts",
    },
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
