import type { Page } from "@playwright/test";
import { watchCspViolations } from "../support/csp-violations.ts";
import { watchRequests } from "../support/requests-done.ts";
import { expect, test } from "../support/site.ts";
import { openStudio, typeCode } from "./python-studio-helpers.ts";
import { openScratch } from "./scratch-helpers.ts";

// Every other page's policy is checked by the walk over the whole site (site-sweep.spec.ts).
test.describe("Content-Security-Policy", () => {
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
    const requests = watchRequests(page);
    const frame = await openScratch(page, "/studio/scratch/new");
    // The green flag runs the project: sounds and costumes come from data: and blob: URLs.
    await frame.locator("[class*='green-flag']").first().click();
    await requests.done(10_000);
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
