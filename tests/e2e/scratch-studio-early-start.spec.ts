import type { Page } from "@playwright/test";
import { expect, test } from "../support/site.ts";
import { dragFirstBlock, scratchReady } from "./scratch-helpers.ts";

// The site's and the code cache's service workers are other tests' (scratch-studio.spec.ts,
// service-worker*.spec.ts): here their installs would only compete with the GUI's start.
test.use({ serviceWorkers: "block" });
test.describe.configure({ timeout: 150_000 });

const framePage = /\/studio\/scratch\/frame\.html\?/;
const routeChunk = /\/assets\/ScratchStudioPage-[^/]+\.js$/;

/** Whether the frame's page was asked for before the studio's route chunk arrived, and how often it was. */
function watchRequests(page: Page) {
  const asked: string[] = [];
  let framePages = 0;
  page.on("request", (request) => {
    if (!framePage.test(request.url())) return;
    framePages += 1;
    if (!asked.includes("frame asked")) asked.push("frame asked");
  });
  page.on("requestfinished", (request) => {
    if (routeChunk.test(request.url()) && !asked.includes("route arrived")) asked.push("route arrived");
  });
  return { asked, framePages: () => framePages };
}

// Issue 25: the shell starts the Scratch frame at navigation (src/scratch-early-start.js), before
// the app and the studio's route chunk, and ScratchStudio moves that very frame into place.
test("the frame starts at navigation and the studio adopts it without loading it again", async ({ page }) => {
  const requests = watchRequests(page);
  await page.goto("/studio/scratch/editor");
  const frame = await scratchReady(page);
  expect(requests.asked).toEqual(["frame asked", "route arrived"]);
  expect(requests.framePages()).toBe(1);
  expect(page.frames().filter((candidate) => framePage.test(candidate.url()))).toHaveLength(1);
  expect(await page.evaluate(() => "qisiEarlyScratch" in window && !!window.qisiEarlyScratch)).toBe(false);
  // In the studio's box, named and reachable like the one the studio would have made.
  const element = page.getByTestId("scratch-frame");
  await expect(element).toHaveAttribute("title", "Scratch 创作区");
  await expect(element).not.toHaveAttribute("aria-hidden");
  // The protocol works through the adopted frame: a change reaches the host.
  await dragFirstBlock(page, frame);
  await expect(page.getByTestId("save-state")).toHaveText("有修改还没保存");
});

test("a browser without moveBefore gets the studio's own frame, loaded once", async ({ page }) => {
  await page.addInitScript(() => {
    delete (Element.prototype as { moveBefore?: unknown }).moveBefore;
  });
  const requests = watchRequests(page);
  await page.goto("/studio/scratch/editor");
  const frame = await scratchReady(page);
  expect(requests.asked).toEqual(["route arrived", "frame asked"]);
  expect(requests.framePages()).toBe(1);
  await dragFirstBlock(page, frame);
  await expect(page.getByTestId("save-state")).toHaveText("有修改还没保存");
});

test("an address that changes before the studio mounts leaves no early frame behind", async ({ page }) => {
  // The studio's route chunk is held, so the app cannot render the studio yet.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(routeChunk, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto("/studio/scratch/editor");
  await expect(page.locator("iframe")).toHaveCount(1);
  expect(
    await page.evaluate(() => !!(window as Window & { qisiEarlyScratch?: unknown }).qisiEarlyScratch),
  ).toBe(true);
  // The visitor moves on inside the app (another studio) before the Scratch studio's page ran.
  await page.evaluate(() => history.pushState(null, "", "/studio/cpp/new"));
  release();
  await expect(page.locator("html")).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(
    await page.evaluate(() => !!(window as Window & { qisiEarlyScratch?: unknown }).qisiEarlyScratch),
  ).toBe(false);
});
