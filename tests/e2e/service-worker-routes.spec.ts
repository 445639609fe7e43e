import type { Page } from "@playwright/test";
import { expect, test } from "../support/site.ts";

// The end-to-end projects block the service worker elsewhere (playwright.config.ts); this is about it.
test.use({ serviceWorkers: "allow" });

interface Loaded {
  path: string;
  /** Chromium's Resource Timing: the static route that matched, and where the answer came from. */
  matched: string;
  final: string;
}

const loadedAssets = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming & {
          workerMatchedSourceType?: string;
          workerFinalSourceType?: string;
        };
        return {
          path: new URL(entry.name).pathname,
          matched: timing.workerMatchedSourceType ?? "",
          final: timing.workerFinalSourceType ?? "",
        };
      })
      .filter((entry) => entry.path.startsWith("/assets/")),
  );

/** The site worker's precache list, as the build wrote it into /sw.js. */
async function precachedPaths(page: Page): Promise<string[]> {
  const worker = await (await page.request.get("/sw.js")).text();
  return JSON.parse(/const PRECACHE = (\[.*?\]);/.exec(worker)?.[1] ?? "[]");
}

async function reloadReady(page: Page) {
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
  await expect(page.getByRole("heading", { level: 1, name: "课程特色" })).toBeVisible();
}

test("precached chunks come straight from Cache Storage by static routes, and one missing there from the network", async ({
  page,
}) => {
  await page.goto("/articles/curriculum-features");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await reloadReady(page);

  const precached = new Set(await precachedPaths(page));
  const loaded = await loadedAssets(page);
  // A public page's every chunk is precached (the entry, React, the API client, the article route,
  // their styles), and each came from the cache without the worker's fetch handler.
  expect(loaded.length).toBeGreaterThan(5);
  expect(loaded.filter((entry) => !precached.has(entry.path))).toEqual([]);
  const routed = loaded.filter((entry) => precached.has(entry.path));
  expect(routed.filter((entry) => entry.matched !== "cache" || entry.final !== "cache")).toEqual([]);

  // A file the cache lost (storage pressure, a failed write) still loads: the route falls through.
  const lost = routed.find((entry) => entry.path.endsWith(".js"))?.path ?? "";
  await page.evaluate(async (path) => {
    const name = (await caches.keys()).find((key) => key.startsWith("qisi-") && key !== "qisi-vendor");
    if (name) await (await caches.open(name)).delete(path);
  }, lost);
  // Without this the reload takes the script from the renderer's memory cache, with the old timing.
  await (await page.context().newCDPSession(page)).send("Network.clearBrowserCache");
  await reloadReady(page);
  const after: Loaded[] = await loadedAssets(page);
  expect(after.find((entry) => entry.path === lost)).toEqual({
    path: lost,
    matched: "cache",
    final: "network",
  });
});

test("a page's other chunks are kept once it has loaded, and the next visit gets them by the same routes", async ({
  page,
}) => {
  // The sign-in page is not prerendered: its route's chunks are not in the precache.
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
  const precached = new Set(await precachedPaths(page));
  const routeOnly = (await loadedAssets(page)).filter((entry) => !precached.has(entry.path));
  expect(routeOnly.length).toBeGreaterThan(0);

  const cachedPaths = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith("qisi-") && key !== "qisi-vendor");
      if (!name) return [];
      return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    });
  const wanted = routeOnly.map((entry) => entry.path);
  await expect
    .poll(
      async () => {
        const cached = new Set(await cachedPaths());
        return wanted.filter((path) => !cached.has(path));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);

  await (await page.context().newCDPSession(page)).send("Network.clearBrowserCache");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
  const again = (await loadedAssets(page)).filter((entry) => wanted.includes(entry.path));
  expect(again.filter((entry) => entry.matched !== "cache" || entry.final !== "cache")).toEqual([]);
});
