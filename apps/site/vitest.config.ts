import { defineProject } from "vitest/config";
import { unitTestWorkers } from "../../tests/support/vitest-workers.ts";
import { qisiVitePlugins, qisiWorkspaceResolution } from "../../vite.plugins.ts";

export default defineProject({
  plugins: qisiVitePlugins(),
  ...qisiWorkspaceResolution,
  test: {
    name: "site",
    // One pool with the other unit projects (tests/support/vitest-workers.ts).
    maxWorkers: unitTestWorkers,
    environment: "jsdom",
    // As in packages/ui: the files share each worker's jsdom and module graph instead of setting
    // them up again per file (252 s → 44 s at load 12–14). navigation.test.ts, the one file that
    // mocks a module, imports what it tests afresh and resets the modules it leaves behind.
    isolate: false,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["../../tests/support/setup-dom.ts"],
  },
});
