import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium.ts";

const desktop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const studioSpecs = /(python|scratch)-studio.*\.spec\.ts$/;
const mobile = { ...devices["Pixel 5"], viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 };

export default defineConfig({
  testDir: "tests",
  globalSetup: "./tests/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".test-output/playwright.json" }]],
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  expect: { toHaveScreenshot: { maxDiffPixels: 0, animations: "disabled", caret: "hide" } },
  use: {
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    trace: "retain-on-failure",
  },
  projects: [
    { name: "e2e-desktop", testDir: "tests/e2e", testIgnore: studioSpecs, use: desktop },
    { name: "e2e-mobile", testDir: "tests/e2e", testIgnore: studioSpecs, use: mobile },
    // Pyodide keeps both cores busy; beside the other end-to-end tests it starves them into
    // timeouts on a 2-core machine, so the studio specs run after them.
    {
      name: "e2e-studio-desktop",
      testDir: "tests/e2e",
      testMatch: studioSpecs,
      use: desktop,
      dependencies: ["e2e-desktop", "e2e-mobile"],
    },
    {
      name: "e2e-studio-mobile",
      testDir: "tests/e2e",
      testMatch: studioSpecs,
      use: mobile,
      dependencies: ["e2e-desktop", "e2e-mobile"],
    },
    // Traces would record every screenshot twice over; a failing picture shows its own diff.
    { name: "visual", testDir: "tests/visual", use: { ...desktop, reducedMotion: "reduce", trace: "off" } },
  ],
});
