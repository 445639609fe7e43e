import { defineProject } from "vitest/config";
import { unitTestWorkers } from "../../tests/support/vitest-workers.ts";
import { qisiVitePlugins, qisiWorkspaceResolution } from "../../vite.plugins.ts";

export default defineProject({
  plugins: qisiVitePlugins(),
  ...qisiWorkspaceResolution,
  test: {
    name: "ui",
    // One pool with the other unit projects (tests/support/vitest-workers.ts).
    maxWorkers: unitTestWorkers,
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["../../tests/support/setup-dom.ts"],
  },
});
