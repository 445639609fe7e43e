import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { watchCspViolations } from "../support/csp-violations.ts";
import { watchRequests } from "../support/requests-done.ts";
import { expect, test } from "../support/site.ts";
import { signIn } from "./learner-helpers.ts";

/**
 * One walk over the whole site per sign-in state, each page opened once (it used to be twice: once
 * for its policy, once for its links; each opening is seconds of a busy machine's CPU):
 * - issue 16: every page answers with our Content-Security-Policy, and starts (hydrates, fetches
 *   what it needs) without breaking it;
 * - issue 26: no page links to, or shows, something that is not there. Every internal link and
 *   image of the pages a visitor browses (public pages, the learning centre, every course's sales
 *   and class page) is then fetched once through the page's request context, and any 4xx or 5xx
 *   fails the test, named with the page that pointed at it.
 */

const siteBuild = new URL("../../apps/site/dist/routes.json", import.meta.url);
const { patterns, prerendered } = JSON.parse(readFileSync(siteBuild, "utf8")) as {
  patterns: string[];
  prerendered: string[];
};

/** A real value for each parameter of the site's route patterns. */
const parameterValues: Record<string, string> = {
  id: "trial",
  courseId: "25s2-python-cpp-01",
  lessonId: "25s2-01-l1",
  projectId: "new",
  number: "123456",
  name: "小明",
  problemId: "gesp1-001",
};

/** Every route the site knows, with its parameters filled; a new parameter fails here until it has a value. */
const siteRoutes = patterns.map((pattern) =>
  pattern.replace(/:([A-Za-z]+)\??/g, (_match, name: string) => {
    const value = parameterValues[name];
    if (!value) throw new Error(`no value for :${name} in ${pattern}`);
    return value;
  }),
);

/**
 * Pages whose policy a test of their own checks while they work (csp.spec.ts: code runs, the
 * editor and stage load, a partner frames them): the walk does not load the studios again.
 */
const checkedByOwnTest = new Set([
  "/studio/python/new",
  "/studio/scratch/new",
  "/embed/python/new",
  "/embed/scratch/new",
]);

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

/** Waits until the page has started: hydrated (or, for the Scratch frame page, shown), its requests done. */
async function settle(page: Page, path: string, requests: ReturnType<typeof watchRequests>): Promise<void> {
  // A Scratch frame shares the page's thread: its 17 MB bundle can hold hydration back a while.
  // Opened on its own (not framed), /embed/scratch/… goes straight to the Scratch frame page.
  const settled = async () =>
    page.url().includes("/studio/scratch/frame.html") ||
    (await page.locator("html").getAttribute("data-ready")) === "true";
  await expect.poll(settled, { message: path, timeout: 45_000 }).toBe(true);
  await requests.done(5_000);
}

/**
 * Opens each page once: its policy header, no violation while it starts, and, for the pages in
 * `browsed`, that it exists and holds a heading; then checks each address found on those with one request.
 */
async function walk(page: Page, paths: string[], browsed: Set<string>): Promise<string[]> {
  const violations = await watchCspViolations(page);
  const requests = watchRequests(page);
  const foundOn = new Map<string, string>();
  const broken: string[] = [];
  for (const path of paths) {
    const header = await page.request.get(path, { maxRedirects: 0 });
    if (header.status() < 300 || header.status() === 404) {
      expect(header.headers()["content-security-policy"], path).toContain("default-src 'self'");
    }
    requests.forget();
    const response = await page.goto(path);
    const status = response?.status() ?? 0;
    if (browsed.has(path) && status >= 400) {
      broken.push(`${status} ${path} (the page itself)`);
      continue;
    }
    await settle(page, path, requests);
    expect(violations, path).toEqual([]);
    if (!browsed.has(path)) continue;
    await expect(page.locator("main h1").first()).toBeVisible();
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
  return [...foundOn.keys()];
}

/** The browsed pages first, then every other route, each once. */
const allOnce = (browsed: string[], others: string[]) =>
  [...new Set([...browsed, ...others])].filter((path) => !checkedByOwnTest.has(path));

test.describe("the whole site, page by page", () => {
  test.describe.configure({ timeout: 300_000 });

  test("signed out: every page keeps its policy; the public pages, the learning centre's sign-in page and every course link only to what exists", async ({
    page,
  }) => {
    const browsed = [
      ...prerendered,
      "/hello/%E5%B0%8F%E6%98%8E",
      ...dashboardPages,
      ...(await coursePages(page)),
    ];
    const paths = allOnce(browsed, [...siteRoutes, "/no-such-page"]);
    expect(paths.length).toBeGreaterThan(40);
    const targets = await walk(page, paths, new Set(browsed));
    // The walk really covered the site.
    expect(targets.length).toBeGreaterThan(40);
  });

  test("signed in: every page a learner sees keeps its policy, and links only to what exists", async ({
    page,
  }) => {
    await signIn(page);
    const browsed = [...prerendered, ...dashboardPages, ...(await coursePages(page))];
    const learnerRoutes = siteRoutes.filter((path) => /^\/(?:dashboard|class|app|studio|tests)\b/.test(path));
    const targets = await walk(page, allOnce(browsed, learnerRoutes), new Set(browsed));
    // The learning centre's recommended courses show their covers, and those were checked too.
    expect(targets.filter((url) => url.includes("/images/courses/")).length).toBeGreaterThan(0);
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
