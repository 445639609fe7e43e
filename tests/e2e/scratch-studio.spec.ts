import AxeBuilder from "@axe-core/playwright";
import type { Dialog, Frame, Page } from "@playwright/test";
import { watchOutsideRequests } from "../support/outside-requests.ts";
import { expect, test } from "../support/site.ts";
import { accessToken, freshPhone, signInThroughApi, signInThroughForm } from "./learner-helpers.ts";
import {
  blockCount,
  dragFirstBlock,
  openScratch,
  scratchReady,
  sharedScratchPage,
  storedDrafts,
} from "./scratch-helpers.ts";

test.describe("the Scratch studio", () => {
  test.describe.configure({ timeout: 150_000 });
  // The service workers' caching is the code-cache test's (below): here their installs (the site's
  // precache, a full compile of the 17 MB GUI) would only compete for the CPU.
  test.use({ serviceWorkers: "block" });

  test("a visitor tinkers, signs in without losing the work, saves, and the reload shows the same project", {
    tag: "@phone",
  }, async ({ page, context, baseURL }) => {
    const outside = watchOutsideRequests(context, new URL(baseURL!).origin);
    let frame = await openScratch(page, "/studio/scratch/editor");
    await expect(page.getByTestId("project-title")).toHaveValue("我的 Scratch 作品");
    await dragFirstBlock(page, frame);
    await expect(page.getByTestId("save-state")).toHaveText("有修改还没保存");

    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("登录以后就能保存作品啦")).toBeVisible();
    // The draft is written before the learner leaves for the sign-in page.
    await expect.poll(() => page.evaluate(storedDrafts)).toBe(1);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("link", { name: "去登录" }).click();
    await expect(page).toHaveURL(/\/login\?from=/);
    await signInThroughForm(page, freshPhone());
    await expect(page).toHaveURL(/\/studio\/scratch\/editor$/);
    frame = await scratchReady(page);
    await expect(page.getByTestId("save-state")).toHaveText("已经恢复你上次没保存的作品");
    await expect.poll(() => blockCount(frame)).toBe(2); // the block and its number input

    await page.getByTestId("project-title").fill("会走路的小启");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已保存");
    await expect(page).toHaveURL(/\/studio\/scratch\/(?!editor)[\w-]+$/);
    const projectId = new URL(page.url()).pathname.split("/").pop()!;

    await dragFirstBlock(page, frame, 60);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已保存");

    frame = await openScratch(page, `/studio/scratch/${projectId}`);
    await expect(page.getByTestId("project-title")).toHaveValue("会走路的小启");
    await expect.poll(() => blockCount(frame)).toBe(4);
    const names = await frame.evaluate(() =>
      (
        window as unknown as { qisiScratch: { vm: { runtime: { targets: { sprite: { name: string } }[] } } } }
      ).qisiScratch.vm.runtime.targets.map((target) => target.sprite.name),
    );
    expect(names).toEqual(["Stage", "小启"]);
    expect(outside).toEqual([]);
  });

  // A visitor's new project on one page, for two tests: the GUI starts once, not twice.
  test.describe("a visitor's new project, on one page", () => {
    test.describe.configure({ mode: "serial" });
    let page: Page;
    let cspViolations: string[];
    const asked: string[] = [];
    const errors: string[] = [];
    let frame: Frame;
    test.beforeAll(async ({ browser }, testInfo) => {
      // One start of the GUI: up to 90 s on a busy machine (openScratch).
      testInfo.setTimeout(150_000);
      ({ page, cspViolations } = await sharedScratchPage(browser, testInfo));
      page.on("request", (request) => {
        if (request.url().includes("/api/projects/new")) asked.push(request.url());
      });
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      frame = await openScratch(page, "/studio/scratch/new");
    });
    test.afterEach(() => {
      expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    test("/studio/scratch/new opens a new project without asking the server for a project `new`", async () => {
      await expect(page.getByTestId("project-title")).toHaveValue("我的 Scratch 作品");
      expect(asked).toEqual([]);
      expect(errors.filter((text) => text.includes("404"))).toEqual([]);
    });

    // The same new project as /studio/scratch/editor opens (both addresses are the route's new
    // project), untouched by the test above, which only reads.
    test("warns before leaving with unsaved changes, and the route's chrome has no axe violations", async () => {
      const { violations } = await new AxeBuilder({ page })
        .exclude('[data-testid="scratch-frame"]')
        .analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
      await dragFirstBlock(page, frame);
      await expect(page.getByTestId("save-state")).toHaveText("有修改还没保存");
      // The page arms its guard in an effect after the dirty report renders: wait until it is armed,
      // or the page may close before the guard exists (no dialog).
      await expect.poll(() => page.evaluate(leavingIsCancelled)).toBe(true);

      // The listener is in place before leaving starts, so the dialog cannot slip past it, and it
      // answers the dialog itself: nothing is left waiting when the test ends and the context closes.
      const shown = new Promise<Dialog>((resolve) =>
        page.once("dialog", (dialog) => {
          resolve(dialog);
          void dialog.dismiss();
        }),
      );
      await page.close({ runBeforeUnload: true });
      expect((await shown).type()).toBe("beforeunload");
      // Staying was chosen: the page and its unsaved work are still there.
      await expect(page.getByTestId("save-state")).toHaveText("有修改还没保存");
      expect(page.isClosed()).toBe(false);
      // Close it for good without the prompt, before afterAll closes the context.
      await page.close();
    });
  });

  test("copy and remix make new projects with their parents recorded; others cannot save over it", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three starts of the GUI (the owner's, the other learner's, the remix route's), each up to 90 s.
    test.setTimeout(300_000);
    // Signed in through the API, straight into the studio: the sign-in page and the dashboard are
    // other tests' (learner-login, learner-dashboard).
    await signInThroughApi(page.request, freshPhone());
    let frame = await openScratch(page, "/studio/scratch/editor");
    await dragFirstBlock(page, frame);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已保存");
    await expect(page).toHaveURL(/\/studio\/scratch\/(?!editor)[\w-]+$/);
    const original = new URL(page.url()).pathname.split("/").pop()!;

    await page.getByRole("button", { name: "另存为副本" }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已经复制成你的作品啦");
    await expect(page).not.toHaveURL(new RegExp(`${original}$`));
    const copy = new URL(page.url()).pathname.split("/").pop()!;
    const owner = await accessToken(page);
    const copied = await (
      await page.request.get(`/api/projects/${copy}`, { headers: { Authorization: `Bearer ${owner.token}` } })
    ).json();
    expect(copied).toMatchObject({ parentId: original, origin: "copy", ownerId: owner.id, kind: "scratch" });
    expect(Object.keys(JSON.parse(copied.body).targets[1].blocks)).toHaveLength(1);
    await page.request.patch(`/api/projects/${original}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { shared: true },
    });
    // The owner's editor is done with: closed, it no longer draws its stage 30 times a second
    // while the other learner's two editors start.
    await page.close();

    // Another learner: a remix button (保存 too makes their own remix), and the server refuses a save over it.
    const other = await browser.newContext({ baseURL: baseURL!, serviceWorkers: "block" });
    const otherPage = await other.newPage();
    const outside = watchOutsideRequests(other, new URL(baseURL!).origin);
    await signInThroughApi(other.request, freshPhone());
    frame = await openScratch(otherPage, `/studio/scratch/${original}`);
    await expect(otherPage.getByRole("button", { name: "改编" })).toBeVisible();
    await expect(otherPage.getByRole("button", { name: "保存", exact: true })).toBeVisible();
    const them = await accessToken(otherPage);
    const overwrite = await otherPage.request.put(`/api/projects/${original}`, {
      headers: { Authorization: `Bearer ${them.token}` },
      data: { body: "{}", version: 1 },
    });
    expect(overwrite.status()).toBe(404);

    await dragFirstBlock(otherPage, frame, 80);
    await otherPage.getByRole("button", { name: "改编" }).click();
    await expect(otherPage.getByTestId("save-state")).toHaveText("改编成功，这是你的新作品");
    await expect(otherPage).not.toHaveURL(new RegExp(`${original}$`));
    const remix = new URL(otherPage.url()).pathname.split("/").pop()!;
    const remixed = await (
      await otherPage.request.get(`/api/projects/${remix}`, {
        headers: { Authorization: `Bearer ${them.token}` },
      })
    ).json();
    expect(remixed).toMatchObject({ parentId: original, origin: "remix", ownerId: them.id });
    // The tinkering went into the remix.
    expect(Object.keys(JSON.parse(remixed.body).targets[1].blocks)).toHaveLength(2);

    // The remix route does the same in one step.
    await otherPage.goto(`/studio/scratch/remix/${original}`);
    await expect(otherPage).toHaveURL(/\/studio\/scratch\/[\w-]+\?from=remix$/);
    // A third start of the GUI in this test: "正在打开作品…" for as long as openScratch allows.
    await expect(otherPage.getByTestId("save-state")).toHaveText("改编成功，这是你的新作品", {
      timeout: 90_000,
    });
    await expect(otherPage).not.toHaveURL(new RegExp(`/${original}\\?`));
    expect(outside).toEqual([]);
    await other.close();
  });
});

test.describe("the Scratch studio's code cache", () => {
  test.describe.configure({ timeout: 150_000 });

  test("once the editor is ready, the code-cache worker keeps the GUI bundle for the next visit", async ({
    page,
  }) => {
    const frame = await openScratch(page, "/studio/scratch/editor");
    const kept = () =>
      frame.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration("/scratch-gui/15.1.1/");
        const cached = await (await caches.open("qisi-vendor")).match(
          "/scratch-gui/15.1.1/scratch-gui-standalone.js",
        );
        return {
          worker: registration?.active?.scriptURL.replace(location.origin, ""),
          bundle: cached ? (await cached.text()).length > 10_000_000 : false,
        };
      });
    await expect
      .poll(kept, { timeout: 60_000 })
      .toEqual({ worker: "/scratch-gui/15.1.1/code-cache-worker.js", bundle: true });

    // The next visit's bundle comes from that very entry by the site worker's static route: the
    // entry keeps its `Vary` (a copy without it would lose its compiled code), and a classic
    // script's request matches it anyway.
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const next = await page.context().newPage();
    const nextFrame = await openScratch(next, "/studio/scratch/editor");
    const bundle = await nextFrame.evaluate(() => {
      const timing = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.endsWith("/scratch-gui-standalone.js")) as
        | (PerformanceResourceTiming & { workerMatchedSourceType?: string; workerFinalSourceType?: string })
        | undefined;
      return { matched: timing?.workerMatchedSourceType, final: timing?.workerFinalSourceType };
    });
    expect(bundle).toEqual({ matched: "cache", final: "cache" });
    await next.close();
  });
});

/** Runs the page's beforeunload listeners on a synthetic event: true when one of them asks to stay. */
function leavingIsCancelled(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  dispatchEvent(event);
  return event.defaultPrevented;
}
