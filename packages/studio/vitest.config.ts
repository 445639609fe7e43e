import { configDefaults, defineProject } from "vitest/config";
import { unitTestWorkers } from "../../tests/support/vitest-workers.ts";
import { qisiVitePlugins, qisiWorkspaceResolution } from "../../vite.plugins.ts";

export default defineProject({
  plugins: qisiVitePlugins(),
  ...qisiWorkspaceResolution,
  test: {
    name: "studio",
    // One pool with the other unit projects (tests/support/vitest-workers.ts).
    maxWorkers: unitTestWorkers,
    environment: "jsdom",
    // As in packages/ui: the files share each worker's jsdom and module graph instead of setting
    // them up again per file (173 s → 66 s at load 22); no file mocks a module or stubs a global.
    isolate: false,
    include: ["src/**/*.test.ts"],
    // Those run in Chromium (vitest.browser.config.ts).
    exclude: [...configDefaults.exclude, "src/**/*.browser.test.ts"],
  },
});
