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
    // The files share each worker's jsdom and module graph instead of building a fresh window and
    // importing React, Testing Library and the theme again per file: that setup was 90 % of the
    // project's time (354 s → 25 s at load 13). Each test cleans up after itself (setup-dom.ts
    // unmounts; fake timers and stubbed globals are restored in afterEach).
    isolate: false,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["../../tests/support/setup-dom.ts"],
  },
});
