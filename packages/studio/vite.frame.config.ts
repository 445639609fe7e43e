import { defineConfig, type Plugin } from "vite";
import { qisiVitePlugins, qisiWorkspaceResolution } from "../../vite.plugins.ts";
import { scratchGuiAssets } from "./vite-plugin.ts";

const emptyEntry = "\0qisi-empty-entry";

/**
 * The build needs an entry of its own, but everything it ships comes from scratchGuiAssets()
 * (the frame page, its script, scratch-gui's bundle and media, scratch-vm's browser build):
 * an empty module whose chunk is dropped.
 */
function noEntry(): Plugin {
  return {
    name: "qisi-no-entry",
    resolveId: (id) => (id === emptyEntry ? id : null),
    load: (id) => (id === emptyEntry ? "" : null),
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle))
        if (output.type === "chunk" && output.facadeModuleId === emptyEntry) delete bundle[fileName];
    },
  };
}

/**
 * The published Scratch frame (`pnpm build` → dist/frame/): the site's own frame build
 * (scratchGuiAssets, the plugin apps/site uses) run once inside the package, so a partner serves
 * the same files from its origin without installing scratch-gui or its ~700 dependencies, and
 * scratch-gui's React 18 stays inside its bundle. Paths are the site's: `/studio/scratch/frame.html`,
 * `/scratch-gui/<version>/…`, `/scratch-vm/<version>/…` and the frame's script under `/qisi-scratch-frame/`.
 */
export default defineConfig({
  plugins: [...qisiVitePlugins(), scratchGuiAssets({ precompress: false }), noEntry()],
  ...qisiWorkspaceResolution,
  logLevel: "warn",
  build: {
    outDir: "dist/frame",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    assetsDir: "qisi-scratch-frame",
    rolldownOptions: { input: emptyEntry },
  },
});
