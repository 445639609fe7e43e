import { defineConfig } from "vite";
import { precompressedBuild } from "../../packages/studio/precompress.ts";
import { pyodideAssets, scratchGuiAssets } from "../../packages/studio/vite-plugin.ts";
import { qisiVitePlugins, qisiWorkspaceResolution } from "../../vite.plugins.ts";

// `pnpm dev` runs the API server beside Vite and sets QISI_API_PROXY so /api reaches it.
const apiProxy = process.env.QISI_API_PROXY;

export default defineConfig({
  // pyodideAssets: the Python studio's runtime (wasm, stdlib) served from our origin, never a CDN.
  // scratchGuiAssets: scratch-gui's standalone bundle under /scratch-gui/<version>/ and its frame page.
  // precompressedBuild: .br/.gz beside the hashed assets, which the server picks by Accept-Encoding.
  plugins: [...qisiVitePlugins(), pyodideAssets(), scratchGuiAssets(), precompressedBuild()],
  ...qisiWorkspaceResolution,
  server: {
    strictPort: true,
    proxy: apiProxy ? { "/api": { target: apiProxy, changeOrigin: false } } : undefined,
  },
  preview: { strictPort: true },
  build: { target: "es2022", sourcemap: true, manifest: true },
  // The prerender build (scripts/prerender.mjs) bundles the workspace packages from source.
  ssr: { ...qisiWorkspaceResolution.ssr, noExternal: [/^@qisi\//] },
  // The Python worker and Monaco's editor worker are ES modules that code-split.
  worker: { format: "es" },
  // Pyodide locates its files at run time (indexURL); pre-bundling would break that in dev.
  optimizeDeps: { exclude: ["pyodide"] },
});
