import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium.ts";

const desktop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const mobile = { ...devices["Pixel 5"], viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 };
const studioSpecs = /(python|scratch)-studio.*\.spec\.ts$/;
/**
 * Every test runs at the desktop size; a test tagged `@phone` runs at 375 px as well. The phone set
 * is each layout a phone shows differently (header and menu, hero, checkout, the learning centre,
 * the lesson player's tabs, the studios' phone notices): a server answer, a protocol or a timer
 * checks the same at any size, and running everything twice doubled the end-to-end time.
 */
const phoneToo = /@phone/;
/**
 * The site's service worker precaches every route's chunks on a first visit: in each fresh test
 * context that is seconds of CPU no test but the worker's own needs. Those tests say
 * `test.use({ serviceWorkers: "allow" })` (site-chrome, small-truths); the studio projects keep it,
 * their specs test what it keeps.
 */
const noWorker = { serviceWorkers: "block" as const };

/**
 * `pnpm test` (scripts/test-all.mjs) runs the projects in four invocations, in this order: the
 * end-to-end tests, the visual tests, the studio end-to-end tests, then the partner app. Pyodide keeps both cores
 * busy, so the studio specs do not run beside the others; being a separate invocation rather than
 * a `dependencies:` entry, a failure elsewhere never skips them.
 */
export default defineConfig({
  testDir: "tests",
  globalSetup: "./tests/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // A page with an editor takes axe 3 s on an idle machine and 15 s with both cores busy: a test's
  // limit fits its work on a busy machine (tests that start Python or a compiler set their own).
  timeout: 60_000,
  // A flaky test is fixed, never retried into green.
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".test-output/playwright.json" }]],
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  expect: {
    // Conditions, not sleeps: a page that hydrates in 1 s on an idle machine may take 3 s on a
    // busy one, and a longer wait costs a passing test nothing.
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixels: 0, animations: "disabled", caret: "hide" },
  },
  use: {
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    trace: "retain-on-failure",
  },
  projects: [
    { name: "e2e-desktop", testDir: "tests/e2e", testIgnore: studioSpecs, use: { ...desktop, ...noWorker } },
    {
      name: "e2e-mobile",
      testDir: "tests/e2e",
      testIgnore: studioSpecs,
      grep: phoneToo,
      use: { ...mobile, ...noWorker },
    },
    { name: "e2e-studio-desktop", testDir: "tests/e2e", testMatch: studioSpecs, use: desktop },
    {
      name: "e2e-studio-mobile",
      testDir: "tests/e2e",
      testMatch: studioSpecs,
      grep: phoneToo,
      use: mobile,
    },
    // Traces would record every screenshot twice over; a failing picture shows its own diff.
    { name: "visual", testDir: "tests/visual", use: { ...desktop, reducedMotion: "reduce", trace: "off" } },
    // Issue 23's partner app: it starts its own servers (tests/partner-app/partner-site.ts), once per
    // worker, so its tests stay in one worker, in order.
    { name: "partner", testDir: "tests/partner-app", fullyParallel: false, use: desktop },
  ],
});
