import { defineConfig } from "vite";
import { qisiResolve, qisiVitePlugins } from "../../vite.plugins.ts";

export default defineConfig({
  plugins: qisiVitePlugins(),
  resolve: qisiResolve,
  server: { strictPort: true },
  preview: { strictPort: true },
  build: { target: "es2022", sourcemap: true },
});
