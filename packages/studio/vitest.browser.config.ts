import { fileURLToPath } from "node:url";
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
  // Its own optimised dependencies: the Storybook projects pre-bundle theirs in the same run, and in
  // a shared cache directory the last one's list wins (the check worker's re2-wasm then fails to load).
  cacheDir: fileURLToPath(new URL("../../node_modules/.vite/studio-chromium", import.meta.url)),
  // What the check worker imports on its first check (re2-wasm, the contract's zod), pre-bundled
  // up front: on a cold cache a dependency found late is re-optimised, the page reloads under the
  // test and the worker's next import fails (TOOLCHAIN.md).
  optimizeDeps: { include: ["pyodide", "re2-wasm", "@qisi/api > zod"] },
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
