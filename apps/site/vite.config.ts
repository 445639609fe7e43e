import { defineConfig } from "vite";
import { qisiVitePlugins, qisiWorkspaceResolution } from "../../vite.plugins.ts";

// `pnpm dev` runs the API server beside Vite and sets QISI_API_PROXY so /api reaches it.
const apiProxy = process.env.QISI_API_PROXY;

export default defineConfig({
  plugins: qisiVitePlugins(),
  ...qisiWorkspaceResolution,
  server: {
    strictPort: true,
    proxy: apiProxy ? { "/api": { target: apiProxy, changeOrigin: false } } : undefined,
  },
  preview: { strictPort: true },
  build: { target: "es2022", sourcemap: true, manifest: true },
  // The prerender build (scripts/prerender.mjs) bundles the workspace packages from source.
  ssr: { ...qisiWorkspaceResolution.ssr, noExternal: [/^@qisi\//] },
});
