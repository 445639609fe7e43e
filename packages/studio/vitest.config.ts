import { configDefaults, defineProject } from "vitest/config";
import { qisiVitePlugins, qisiWorkspaceResolution } from "../../vite.plugins.ts";

export default defineProject({
  plugins: qisiVitePlugins(),
  ...qisiWorkspaceResolution,
  test: {
    name: "studio",
    environment: "jsdom",
    include: ["src/**/*.test.ts"],
    // Those run in Chromium (vitest.browser.config.ts).
    exclude: [...configDefaults.exclude, "src/**/*.browser.test.ts"],
  },
});
