import type { Page } from "@playwright/test";
import { watchCspViolations } from "../support/csp-violations.ts";
import { expect, test } from "../support/site.ts";
import { signIn } from "./learner-helpers.ts";
import { openStudio, typeCode } from "./python-studio-helpers.ts";
import { openScratch } from "./scratch-helpers.ts";

/** A real value for each parameter of the site's route patterns (routes.json). */
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
async function siteRoutes(page: Page): Promise<string[]> {
  const response = await page.request.get("/routes.json");
  const { patterns } = (await response.json()) as { patterns: string[] };
  return patterns.map((pattern) =>
    pattern.replace(/:([A-Za-z]+)\??/g, (_match, name: string) => {
      const value = parameterValues[name];
      if (!value) throw new Error(`no value for :${name} in ${pattern}`);
      return value;
    }),
  );
}

/**
 * Pages whose policy a test of their own below checks while they work (code runs, the editor and
 * stage load, a partner frames them): the sweeps check their header and do not load the studios a
 * second and third time (each is seconds of a busy machine's CPU).
 */
const checkedByOwnTest = new Set([
  "/studio/python/new",
  "/studio/scratch/new",
  "/embed/python/new",
  "/embed/scratch/new",
]);

/** Opens a page and lets it settle: hydrated, and its requests done (or a few seconds passed). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // A Scratch frame shares the page's thread: its 17 MB bundle can hold hydration back a while.
  // Opened on its own (not framed), /embed/scratch/… goes straight to the Scratch frame page.
  const settled = async () =>
    page.url().includes("/studio/scratch/frame.html") ||
    (await page.locator("html").getAttribute("data-ready")) === "true";
  await expect.poll(settled, { message: path, timeout: 45_000 }).toBe(true);
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
}

test.describe("Content-Security-Policy", () => {
  test("no page of the site breaks its policy, signed out", async ({ page }) => {
    test.setTimeout(240_000);
    const violations = await watchCspViolations(page);
    const routes = [...(await siteRoutes(page)), "/no-such-page"];
    expect(routes.length).toBeGreaterThan(40);
    for (const path of routes) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      if (response.status() < 300 || response.status() === 404) {
        expect(response.headers()["content-security-policy"], path).toContain("default-src 'self'");
      }
      if (checkedByOwnTest.has(path)) continue;
      await visit(page, path);
      expect(violations, path).toEqual([]);
    }
  });

  test("no page a learner sees breaks its policy, signed in", async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchCspViolations(page);
    await signIn(page);
    const routes = (await siteRoutes(page)).filter(
      (path) => /^\/(?:dashboard|class|app|studio|tests)\b/.test(path) && !checkedByOwnTest.has(path),
    );
    for (const path of routes) {
      await visit(page, path);
      expect(violations, path).toEqual([]);
    }
  });

  test("the Python studio runs code under the policy", async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchCspViolations(page);
    await openStudio(page);
    await typeCode(page, 'print("你好", 6 * 7)\n');
    await page.getByRole("button", { name: "运行" }).click();
    await expect(page.getByTestId("console")).toContainText("你好 42", { timeout: 20_000 });
    expect(violations).toEqual([]);
  });

  test("the Scratch studio loads its editor, library and stage under the policy", async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchCspViolations(page);
    const frame = await openScratch(page, "/studio/scratch/new");
    // The green flag runs the project: sounds and costumes come from data: and blob: URLs.
    await frame.locator("[class*='green-flag']").first().click();
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
    expect(violations).toEqual([]);
  });
});

test.describe("partners embedding the studios", () => {
  // The strangers' frames are refused on purpose; each test checks what it expects.
  test.use({ cspViolationsExpected: true });
  const partner = process.env.QISI_PARTNER_URL ?? "";
  const stranger = process.env.QISI_STRANGER_URL ?? "";
  const hostPage = (origin: string, src: string) => `${origin}/host.html?src=${encodeURIComponent(src)}`;
  const messages = (page: Page) =>
    page.evaluate(() => (window as unknown as { messages: { type: string }[] }).messages);

  for (const kind of ["scratch", "python"] as const) {
    test(`a configured partner embeds /embed/${kind}/ and hears it is ready`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const violations = await watchCspViolations(page);
      await page.goto(
        hostPage(partner, `${baseURL}/embed/${kind}/new?origin=${encodeURIComponent(partner)}`),
      );
      await expect
        .poll(() => messages(page), { timeout: 90_000 })
        .toContainEqual(expect.objectContaining({ type: "ready", kind }));
      // Scratch runs in a frame of the embed page: the partner is its ancestor too.
      if (kind === "scratch") {
        expect(page.frames().some((frame) => frame.url().includes("/studio/scratch/frame.html?"))).toBe(true);
      }
      expect(violations).toEqual([]);
    });

    test(`a partner nobody configured cannot frame /embed/${kind}/`, async ({ page, baseURL }) => {
      const violations = await watchCspViolations(page);
      const src = `${baseURL}/embed/${kind}/new?origin=${encodeURIComponent(stranger)}`;
      await page.goto(hostPage(stranger, src));
      await expect.poll(() => violations.join("\n")).toContain("frame-ancestors");
      const studio = page.frames().find((frame) => frame !== page.mainFrame());
      expect(studio?.url()).not.toContain("/embed/");
      await page.waitForTimeout(1_000);
      expect(await messages(page)).toEqual([]);
    });
  }

  test("a partner nobody configured cannot frame the Scratch studio frame either", async ({
    page,
    baseURL,
  }) => {
    const violations = await watchCspViolations(page);
    await page.goto(hostPage(stranger, `${baseURL}/studio/scratch/frame.html`));
    await expect.poll(() => violations.join("\n")).toContain("frame-ancestors");
  });

  test("nobody but the site frames its other pages", async ({ page, baseURL }) => {
    const violations = await watchCspViolations(page);
    await page.goto(hostPage(partner, `${baseURL}/studio/python/new`));
    await expect.poll(() => violations.join("\n")).toMatch(/frame-ancestors|X-Frame-Options/);
  });
});
