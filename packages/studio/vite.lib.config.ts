import { readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { qisiVitePlugins, qisiWorkspaceResolution } from "../../vite.plugins.ts";
import { publishedEntries } from "./published-entries.ts";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
/** What the partner's install provides: our published dependencies and the app's peers. */
const external = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
];
const isExternal = (id: string) =>
  // A `?worker` import is bundled into a worker file of ours: the partner's bundler may not know the query.
  !id.includes("?") && external.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The published build of the studios' browser code (`pnpm build` → dist/): library mode reuses
 * the site's plugin chain (Lingui's macro, React, vanilla-extract), emits the Python, C++ and
 * Monaco workers as files of their own beside the entries, and one stylesheet (`style.css`).
 * `@qisi/judge` is private: its pure explain tables are bundled in.
 */
export default defineConfig({
  plugins: qisiVitePlugins(),
  ...qisiWorkspaceResolution,
  // Relative URLs for the worker files, so they resolve beside the module that starts them.
  base: "./",
  // One self-contained file per worker: a partner's bundler copies it as an asset and would not
  // follow its dynamic imports to sibling chunks.
  worker: {
    format: "es",
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: "workers/[name]-[hash].js" } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: {
      formats: ["es"],
      entry: publishedEntries,
      cssFileName: "style",
    },
    rolldownOptions: {
      external: isExternal,
      // Shared code and lazily loaded parts (Monaco's set-up) under stable names.
      output: { chunkFileNames: "chunks/[name].js" },
    },
  },
});
