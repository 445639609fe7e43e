import { defineProject } from "vitest/config";
import { qisiResolve, qisiVitePlugins } from "../../vite.plugins.ts";

export default defineProject({
  plugins: qisiVitePlugins(),
  resolve: qisiResolve,
  test: {
    name: "ui",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["../../tests/support/setup-dom.ts"],
  },
});
