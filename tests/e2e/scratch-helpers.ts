import { type Browser, expect, type Frame, type Page, type TestInfo } from "@playwright/test";
import { watchCspViolations } from "../support/csp-violations.ts";
import { projectContext } from "../support/site.ts";

const isScratchFrame = (frame: Frame) => frame.url().includes("/studio/scratch/frame.html");

/** The Scratch GUI's frame inside the studio page. */
export function scratchFrame(page: Page): Frame {
  const frame = page.frames().find(isScratchFrame);
  if (!frame) throw new Error("no Scratch frame on the page");
  return frame;
}

/** Waits until the page has the Scratch GUI's frame (its document's address), then returns it. */
export async function waitForScratchFrame(page: Page, timeout?: number): Promise<Frame> {
  await expect.poll(() => page.frames().some(isScratchFrame), { timeout }).toBe(true);
  return scratchFrame(page);
}

/** Run in the Scratch frame: the GUI says it is ready and its VM has the project's targets. */
export function scratchVmReady(): boolean {
  const scratch = (
    window as unknown as { qisiScratch?: { ready: boolean; vm: { runtime: { targets: unknown[] } } } }
  ).qisiScratch;
  return !!scratch?.ready && scratch.vm.runtime.targets.length > 0;
}

/** Opens a Scratch studio page and waits until its editor is ready (`scratchReady`). */
export async function openScratch(page: Page, path: string): Promise<Frame> {
  await page.goto(path);
  return scratchReady(page);
}

/**
 * The editor on the page is ready: the frame reports ready, the block workspace and the stage show,
 * the VM has targets. For a page that is already on its way to a studio (a redirect after signing
 * in, a reload): navigating there again would load the 17 MB GUI a second time.
 */
export async function scratchReady(page: Page): Promise<Frame> {
  const frameElement = page.getByTestId("scratch-frame");
  // On a phone the studio first says it needs a tablet or computer (issue 26); open it anyway.
  const openAnyway = page.getByRole("button", { name: "仍然在手机上打开" });
  // The studio's route chunk comes first; on a busy machine (another worker starting a GUI) that
  // alone has taken more than the default 10 s.
  await expect(frameElement.or(openAnyway)).toBeVisible({ timeout: 30_000 });
  if (await openAnyway.isVisible()) await openAnyway.click();
  await expect(frameElement).toBeVisible({ timeout: 30_000 });
  const frame = await waitForScratchFrame(page);
  await frame.waitForFunction(
    scratchVmReady,
    null,
    // The GUI's start is CPU-bound: 14 s in a fresh tab on these 2 cores with other work about,
    // 30–50 s when they are busy. Wait as long as a busy machine needs, within the test's limit.
    { timeout: 90_000 },
  );
  await expect(frame.locator(".blocklyWorkspace").first()).toBeVisible();
  await expect(frame.locator("canvas").first()).toBeVisible();
  return frame;
}

/** How many blocks the sprite being edited has. */
export function blockCount(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const vm = (
      window as unknown as { qisiScratch: { vm: { editingTarget: { blocks: { _blocks: object } } } } }
    ).qisiScratch.vm;
    return Object.keys(vm.editingTarget.blocks._blocks).length;
  });
}

/**
 * Adds a "移动 10 步" script to the sprite being edited the way the GUI does when blocks are
 * dropped on a sprite (the VM's shareBlocksToTarget), then lets the code area show it.
 */
export async function dragFirstBlock(_page: Page, frame: Frame, offset = 0): Promise<void> {
  const before = await blockCount(frame);
  await frame.evaluate(async (at) => {
    const vm = (window as unknown as { qisiScratch: { vm: ScratchVmLike } }).qisiScratch.vm;
    const id = `move-${Date.now()}-${at}`;
    const shadow = `${id}-steps`;
    await vm.shareBlocksToTarget(
      [
        {
          id,
          opcode: "motion_movesteps",
          next: null,
          parent: null,
          shadow: false,
          topLevel: true,
          x: 120 + at,
          y: 120 + at,
          inputs: { STEPS: { name: "STEPS", block: shadow, shadow } },
          fields: {},
        },
        {
          id: shadow,
          opcode: "math_number",
          next: null,
          parent: id,
          shadow: true,
          topLevel: false,
          inputs: {},
          fields: { NUM: { name: "NUM", value: "10" } },
        },
      ],
      vm.editingTarget.id,
    );
    vm.emitWorkspaceUpdate();
    vm.runtime.emitProjectChanged();
  }, offset);
  await expect.poll(() => blockCount(frame)).toBeGreaterThan(before);
}

interface ScratchVmLike {
  editingTarget: { id: string };
  shareBlocksToTarget(blocks: object[], targetId: string): Promise<void>;
  emitWorkspaceUpdate(): void;
  runtime: { emitProjectChanged(): void };
}

/** A project.json with only the parts a round trip must keep, in a stable order. */
export function projectEssentials(json: string) {
  const project = JSON.parse(json) as { targets: Record<string, unknown>[] };
  return project.targets.map((target) => ({
    name: target.name,
    isStage: target.isStage,
    blocks: target.blocks,
    variables: target.variables,
    lists: target.lists,
    broadcasts: target.broadcasts,
    currentCostume: target.currentCostume,
    costumes: (target.costumes as Record<string, unknown>[]).map(
      ({ name, md5ext, assetId, dataFormat, rotationCenterX, rotationCenterY, bitmapResolution }) => ({
        name,
        md5ext: md5ext ?? `${assetId}.${dataFormat}`,
        rotationCenterX,
        rotationCenterY,
        bitmapResolution,
      }),
    ),
    sounds: (target.sounds as Record<string, unknown>[]).map(
      ({ name, md5ext, assetId, dataFormat, rate, sampleCount }) => ({
        name,
        md5ext: md5ext ?? `${assetId}.${dataFormat}`,
        rate,
        sampleCount,
      }),
    ),
    x: target.x,
    y: target.y,
    size: target.size,
    direction: target.direction,
  }));
}

/**
 * Run in the studio page: how many drafts the studio has written to IndexedDB (`qisi-scratch-drafts`).
 * Opens the database only once the studio has created it, so the store is never created here.
 */
export async function storedDrafts(): Promise<number> {
  const name = "qisi-scratch-drafts";
  if (!(await indexedDB.databases()).some((database) => database.name === name)) return 0;
  const database = await new Promise<IDBDatabase | null>((resolve) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  if (!database) return 0;
  try {
    if (!database.objectStoreNames.contains("drafts")) return 0;
    const count = database.transaction("drafts").objectStore("drafts").count();
    return await new Promise<number>((resolve) => {
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => resolve(0);
    });
  } finally {
    database.close();
  }
}

/**
 * A page of its own on the built site with the project's device settings, for a serial describe
 * whose tests share one editor (one start of the GUI instead of one per test; `beforeAll` cannot
 * use the per-test `page`). Service workers are blocked, as in the studio specs that share no page;
 * its Content-Security-Policy violations are collected as the per-test `page` fixture collects them.
 */
export async function sharedScratchPage(
  browser: Browser,
  testInfo: TestInfo,
): Promise<{ page: Page; cspViolations: string[] }> {
  const context = await projectContext(browser, testInfo, { serviceWorkers: "block" });
  const page = await context.newPage();
  return { page, cspViolations: await watchCspViolations(page) };
}
