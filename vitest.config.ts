import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, type TestProjectConfiguration } from "vitest/config";
import { chromiumLaunchOptions } from "./tests/support/chromium.ts";

const configDir = fileURLToPath(new URL("./.storybook", import.meta.url));

/**
 * Every story runs as a browser test in each theme: play function plus an axe check.
 * `isolate: false`: the story files share one page instead of each loading React, Storybook's
 * preview and axe-core into a fresh iframe; a story test already unmounts its story, and the
 * stories of one file have always shared their page this way.
 */
function storybookProject(theme: "light" | "dark"): TestProjectConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir, initialGlobals: { theme } })],
    test: {
      name: `storybook-${theme}`,
      isolate: false,
      // The first story of a run loads the preview and every lazy chunk cold: 13 s at load 16, more
      // with both cores busy; later stories take under a second.
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: "chromium" }],
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      // Studio workers in Chromium with real Pyodide (python-check.browser.test.ts).
      "packages/studio/vitest.browser.config.ts",
      "apps/*/vitest.config.ts",
      // The packed tarballs of the published packages (tests/packages).
      "tests/packages/vitest.config.ts",
      storybookProject("light"),
      storybookProject("dark"),
    ],
  },
});
