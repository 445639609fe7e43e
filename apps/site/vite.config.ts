import { defineConfig } from "vite";
import { qisiVitePlugins, qisiWorkspaceResolution } from "../../vite.plugins.ts";

export default defineConfig({
  plugins: qisiVitePlugins(),
  ...qisiWorkspaceResolution,
  server: { strictPort: true },
  preview: { strictPort: true },
  build: { target: "es2022", sourcemap: true },
});
