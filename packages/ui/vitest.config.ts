import { defineProject } from "vitest/config";
import { qisiVitePlugins, qisiWorkspaceResolution } from "../../vite.plugins.ts";

export default defineProject({
  plugins: qisiVitePlugins(),
  ...qisiWorkspaceResolution,
  test: {
    name: "ui",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["../../tests/support/setup-dom.ts"],
  },
});
