import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/site.ts";
import { signIn } from "./learner-helpers.ts";

/**
 * Issue 26: no page of the site links to, or shows, something that is not there. Each page is
 * opened once in the browser (the dashboard and sales pages draw their links from the API); every
 * internal link and image it holds is then fetched once through the page's request context, and
 * any 4xx or 5xx fails the test, named with the page that pointed at it.
 */

/** Every public page the build prerendered (home, articles, about, terms, downloads, greeting). */
const prerendered = (
  JSON.parse(readFileSync(new URL("../../apps/site/dist/routes.json", import.meta.url), "utf8")) as {
    prerendered: string[];
  }
).prerendered;

const dashboardPages = ["/dashboard", "/dashboard/courses", "/dashboard/projects", "/dashboard/settings"];

/** Sales and class pages of every course in the catalogue. */
async function coursePages(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/apps");
  expect(response.ok()).toBe(true);
  const apps = (await response.json()) as { uid: string }[];
  expect(apps.length).toBeGreaterThan(0);
  // ?view=all shows every lesson: the short outline's links are a subset.
  return apps.flatMap(({ uid }) => [`/app/${uid}?view=all`, `/class/${uid}`]);
}

/** The page's internal link and image addresses (absolute, without the #fragment). */
async function internalTargets(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const raw = await page.evaluate(() => [
    ...Array.from(document.querySelectorAll("a[href]"), (a) => (a as HTMLAnchorElement).href),
    ...Array.from(document.querySelectorAll("img[src]"), (img) => (img as HTMLImageElement).src),
    ...Array.from(document.querySelectorAll("img[srcset], source[srcset]"), (el) =>
      (el.getAttribute("srcset") ?? "")
        .split(",")
        .map((part) => part.trim().split(/\s+/)[0] ?? "")
        .filter(Boolean)
        .map((src) => new URL(src, location.href).href),
    ).flat(),
    ...Array.from(
      document.querySelectorAll("video[src], source[src], track[src]"),
      (el) => new URL(el.getAttribute("src") ?? "", location.href).href,
    ),
  ]);
  return raw
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.href.startsWith("blob:"))
    .map((url) => {
      url.hash = "";
      return url.href;
    });
}

/** Opens each page, then checks each address found on any of them with one request. */
async function crawl(page: Page, paths: string[]): Promise<{ targets: string[] }> {
  const foundOn = new Map<string, string>();
  const broken: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    const status = response?.status() ?? 0;
    if (status >= 400) {
      broken.push(`${status} ${path} (the page itself)`);
      continue;
    }
    await expect(page.locator("main h1").first()).toBeVisible();
    // Prerendered pages hold every link in their HTML; the others fill in from the API.
    if (!prerendered.includes(path)) await page.waitForLoadState("networkidle");
    for (const target of await internalTargets(page)) {
      if (!foundOn.has(target)) foundOn.set(target, path);
    }
  }
  // A few at a time: the server is shared with the other workers.
  const queue = [...foundOn.keys()];
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const response = await page.request.get(target, { maxRedirects: 5 });
      if (response.status() >= 400) broken.push(`${response.status()} ${target} (on ${foundOn.get(target)})`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  expect(broken, "links and images that do not load").toEqual([]);
  return { targets: [...foundOn.keys()] };
}

test.describe("every internal link and image loads", () => {
  test.describe.configure({ timeout: 180_000 });

  test("signed out: the public pages, the dashboard (its sign-in page) and every course", async ({
    page,
  }) => {
    const courses = await coursePages(page);
    const seen = await crawl(page, [
      ...prerendered,
      "/hello/%E5%B0%8F%E6%98%8E",
      ...dashboardPages,
      ...courses,
    ]);
    // The crawl really covered the site.
    expect(seen.targets.length).toBeGreaterThan(40);
  });

  test("signed in: the same pages as a learner, the dashboard and class pages included", async ({ page }) => {
    await signIn(page);
    const courses = await coursePages(page);
    const seen = await crawl(page, [...prerendered, ...dashboardPages, ...courses]);
    // The learning centre's recommended courses show their covers, and those were checked too.
    expect(seen.targets.filter((url) => url.includes("/images/courses/")).length).toBeGreaterThan(0);
  });

  test("every course cover is one of our own images and loads", async ({ page }) => {
    const apps = (await (await page.request.get("/api/apps")).json()) as { uid: string; cover: string }[];
    for (const app of apps) {
      expect(app.cover).toBe(`/images/courses/${app.uid}.svg`);
      const response = await page.request.get(app.cover);
      expect(response.status(), app.cover).toBe(200);
      expect(response.headers()["content-type"]).toContain("image/svg+xml");
      const svg = await response.text();
      // Small, and self-contained: nothing fetched from elsewhere when it is drawn.
      expect(svg.length).toBeLessThan(4096);
      expect(svg).not.toMatch(/href=|url\(/);
    }
  });
});
