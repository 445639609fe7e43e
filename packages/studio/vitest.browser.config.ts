import { playwright } from "@vitest/browser-playwright";
import { defineProject } from "vitest/config";
import { chromiumLaunchOptions } from "../../tests/support/chromium.ts";
import { unitTestWorkers } from "../../tests/support/vitest-workers.ts";
import { qisiVitePlugins, qisiWorkspaceResolution } from "../../vite.plugins.ts";
import { pyodideAssets } from "./vite-plugin.ts";

/**
 * The studio's workers in real Chromium with real Pyodide (served from node_modules by
 * `pyodideAssets()`), cross-origin isolated as the server serves the studio pages, so the shared-
 * memory Stop path is the one under test. Files: `src/**\/*.browser.test.ts`.
 */
export default defineProject({
  plugins: [...qisiVitePlugins(), pyodideAssets()],
  ...qisiWorkspaceResolution,
  server: {
    headers: { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" },
  },
  worker: { format: "es" },
  // re2-wasm is imported by the check worker on its first check: pre-bundled with the page, not
  // discovered then (a dependency found late is re-optimised and its first import fails).
  optimizeDeps: { include: ["pyodide", "re2-wasm"] },
  test: {
    name: "studio-chromium",
    // Runs beside the other unit projects instead of alone after them (tests/support/vitest-workers.ts).
    maxWorkers: unitTestWorkers,
    include: ["src/**/*.browser.test.ts"],
    // Pyodide's first start is CPU-bound: seconds on a quiet machine, a minute on a loaded one.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: "chromium" }],
    },
  },
});
