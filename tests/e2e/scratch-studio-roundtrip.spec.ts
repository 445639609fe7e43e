import { createHash } from "node:crypto";
import type { Frame, Page } from "@playwright/test";
import { readZip } from "../../apps/server/src/scratch-library/zip.ts";
import { watchOutsideRequests } from "../support/outside-requests.ts";
import { expect, test } from "../support/site.ts";
import { freshPhone, signInThroughApi } from "./learner-helpers.ts";
import { dragFirstBlock, openScratch, projectEssentials } from "./scratch-helpers.ts";

// The service workers' caching is the code-cache test's (scratch-studio.spec.ts): here their
// installs (the site's precache, a full compile of the 17 MB GUI) would only compete for the CPU.
test.use({ serviceWorkers: "block" });

/** The project as an .sb3, serialised by the Scratch VM exactly as the GUI's "save to your computer" does. */
async function exportSb3(frame: Frame): Promise<Buffer> {
  const base64 = await frame.evaluate(async () => {
    const vm = (window as unknown as { qisiScratch: { vm: { saveProjectSb3(): Promise<Blob> } } }).qisiScratch
      .vm;
    const bytes = new Uint8Array(await (await vm.saveProjectSb3()).arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, "base64");
}

/** Opens an .sb3 through the studio protocol, as a host (our page or a partner) does. */
async function loadSb3(page: Page, frame: Frame, sb3: Buffer, title: string) {
  await page.evaluate(
    ({ base64, title: name }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const target = document.querySelector<HTMLIFrameElement>('[data-testid="scratch-frame"]')!
        .contentWindow!;
      target.postMessage(
        { protocol: "qisi-studio", version: 1, type: "load", sb3: bytes.buffer, title: name },
        location.origin,
      );
    },
    { base64: sb3.toString("base64"), title },
  );
  const names = JSON.parse(readZip(sb3).get("project.json")!.toString()).targets.map(
    (t: { name: string }) => t.name,
  );
  await expect
    .poll(() =>
      frame.evaluate(() =>
        (
          window as unknown as {
            qisiScratch: { vm: { runtime: { targets: { sprite: { name: string } }[] } } };
          }
        ).qisiScratch.vm.runtime.targets.map((target) => target.sprite.name),
      ),
    )
    .toEqual(names);
}

/** Builds a multi-sprite project in the GUI from our library (sprites, costumes, sounds), with scripts and a variable. */
async function makeFixture(page: Page, frame: Frame): Promise<Buffer> {
  const library = await (await page.request.get("/api/scratch/library")).json();
  await frame.evaluate(async (lib) => {
    const vm = (
      window as unknown as {
        qisiScratch: {
          vm: Record<string, (...args: unknown[]) => Promise<unknown>> & {
            editingTarget: {
              id: string;
              lookupOrCreateVariable(id: string, name: string): { value: unknown };
            };
            setEditingTarget(id: string): void;
          };
        };
      }
    ).qisiScratch.vm;
    for (const name of ["小鱼", "小鸟"])
      await vm.addSprite!(JSON.stringify(lib.sprites.find((s: { name: string }) => s.name === name)));
    const variable = vm.editingTarget.lookupOrCreateVariable("score-id", "得分");
    variable.value = 7;
  }, library);
  await dragFirstBlock(page, frame);
  await dragFirstBlock(page, frame, 70);
  return exportSb3(frame);
}

const md5 = (data: Buffer) => createHash("md5").update(data).digest("hex");

function assetsOf(sb3: Buffer): Map<string, Buffer> {
  const files = readZip(sb3);
  files.delete("project.json");
  return files;
}

test.describe("Scratch round trip", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a Scratch-made .sb3 saved through our server reloads with the same project JSON and assets", async ({
    page,
    context,
    baseURL,
  }) => {
    const outside = watchOutsideRequests(context, new URL(baseURL!).origin);
    // Signed in through the API, straight into the studio (no dashboard on the way).
    await signInThroughApi(page.request, freshPhone());
    let frame = await openScratch(page, "/studio/scratch/editor");
    const fixture = await makeFixture(page, frame);
    await test.info().attach("fixture.sb3", { body: fixture, contentType: "application/x.scratch.sb3" });
    const original = JSON.parse(readZip(fixture).get("project.json")!.toString("utf8"));
    expect(original.targets.map((target: { name: string }) => target.name)).toEqual([
      "Stage",
      "小启",
      "小鱼",
      "小鸟",
    ]);
    const originalAssets = assetsOf(fixture);
    expect(originalAssets.size).toBeGreaterThanOrEqual(6);
    for (const [name, data] of originalAssets) expect(name.split(".")[0]).toBe(md5(data));

    // A fresh editor opens the file and saves it to our server (without the draft the tinkering above left).
    await page.goto("/dashboard");
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const request = indexedDB.deleteDatabase("qisi-scratch-drafts");
          request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
        }),
    );
    frame = await openScratch(page, "/studio/scratch/editor");
    await loadSb3(page, frame, fixture, "往返测试");
    // What the learner has on screen: the VM re-encodes SVG costumes as it opens a file (new md5s), as Scratch itself does.
    const baseline = await exportSb3(frame);
    const baselineJson = readZip(baseline).get("project.json")!.toString("utf8");
    const withoutMd5 = (json: string) =>
      projectEssentials(json).map((target) => ({
        ...target,
        costumes: target.costumes.map(({ md5ext: _md5, ...rest }) => rest),
        sounds: target.sounds.map(({ md5ext: _md5, ...rest }) => rest),
      }));
    expect(withoutMd5(baselineJson)).toEqual(withoutMd5(JSON.stringify(original)));
    const baselineAssets = assetsOf(baseline);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已保存", { timeout: 30_000 });
    await expect(page).toHaveURL(/\/studio\/scratch\/(?!editor)[\w-]+$/);
    const projectId = new URL(page.url()).pathname.split("/").pop()!;

    const { token } = await (await page.request.get("/api/accounts/session")).json();
    const stored = await (
      await page.request.get(`/api/projects/${projectId}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    expect(stored.title).toBe("往返测试");
    expect(projectEssentials(stored.body)).toEqual(projectEssentials(baselineJson));
    for (const [name, data] of baselineAssets) {
      const response = await page.request.get(`/api/assets/${name}`);
      expect(response.status(), name).toBe(200);
      expect(Buffer.from(await response.body()).equals(data), name).toBe(true);
    }

    // Reloaded from the server and exported again: the same project and the same files.
    frame = await openScratch(page, `/studio/scratch/${projectId}`);
    const again = await exportSb3(frame);
    expect(projectEssentials(readZip(again).get("project.json")!.toString("utf8"))).toEqual(
      projectEssentials(baselineJson),
    );
    const againAssets = assetsOf(again);
    expect([...againAssets.keys()].sort()).toEqual([...baselineAssets.keys()].sort());
    for (const [name, data] of againAssets) expect(data.equals(baselineAssets.get(name)!), name).toBe(true);
    expect(outside).toEqual([]);
  });
});
