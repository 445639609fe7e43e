import type { Frame, Page } from "@playwright/test";
import { watchOutsideRequests } from "../support/outside-requests.ts";
import { expect, test } from "../support/site.ts";
import { dragFirstBlock, openScratch } from "./scratch-helpers.ts";

// The service workers' caching is the code-cache test's (scratch-studio.spec.ts): here their
// installs (the site's precache, a full compile of the 17 MB GUI) would only compete for the CPU.
test.use({ serviceWorkers: "block" });

/** This test's own spec: 重复执行 10 次 { 移动 10 步 } → x = 100. */
const spec = {
  rules: [{ sprite: "小启", uses: "control_repeat", message: "这次要用“重复执行 10 次”。" }],
  behaviour: [
    {
      frames: 60,
      expect: [{ sprite: "小启", x: 100, message: "是不是忘了把“移动 10 步”放进“重复执行”里？" }],
    },
  ],
};

/** The contract's ExerciseCheckResult, as far as this test reads it. */
type ExerciseCheckResult = { passed: boolean; total: number; passedTests: number; message: string };

type Reply =
  | { type: "checked"; result: ExerciseCheckResult }
  | { type: "project-json"; json: string }
  | { type: "error"; message: string };

/** Asks the Scratch frame as its host does (the studio protocol) and waits for the answer to that request. */
function ask(page: Page, body: Record<string, unknown>): Promise<Reply> {
  return page.evaluate(async (message) => {
    const frame = document.querySelector<HTMLIFrameElement>("[data-testid=scratch-frame]")!.contentWindow!;
    const requestId = crypto.randomUUID();
    return new Promise<Reply>((resolve) => {
      addEventListener("message", function answer(event: MessageEvent) {
        if (event.source !== frame || event.data?.requestId !== requestId) return;
        removeEventListener("message", answer);
        resolve(event.data as Reply);
      });
      frame.postMessage({ protocol: "qisi-studio", version: 1, requestId, ...message }, location.origin);
    });
  }, body);
}

/** Where the editor's own 小启 stands, and whether anything runs in the editor's VM. */
const editorSprite = (frame: Frame) =>
  frame.evaluate(() => {
    const vm = (
      window as unknown as {
        qisiScratch: { vm: { runtime: { threads: unknown[]; targets: { isStage: boolean; x: number }[] } } };
      }
    ).qisiScratch.vm;
    return { x: vm.runtime.targets.find((target) => !target.isStage)!.x, threads: vm.runtime.threads.length };
  });

test.describe("checking a Scratch exercise in the frame", () => {
  test.describe.configure({ timeout: 200_000 });

  test("the frame checks the child's project on a headless VM of its own: a wrong one gets the first failure in Chinese, a right one passes, the stage never moves", async ({
    page,
    context,
    baseURL,
  }) => {
    const outside = watchOutsideRequests(context, new URL(baseURL!).origin);
    const frame = await openScratch(page, "/studio/scratch/editor");

    // A loose "移动 10 步" (no hat, no loop): the rule on the project JSON fails first.
    await dragFirstBlock(page, frame);
    const wrong = await ask(page, { type: "check", spec });
    expect(wrong).toMatchObject({
      type: "checked",
      result: {
        passed: false,
        total: 2,
        passedTests: 0,
        message: "“小启”的程序里还没有用到“重复执行 … 次”积木——这次要用“重复执行 10 次”。",
      },
    });

    // The reference of the lesson, loaded into the editor as a child would have built it.
    await frame.evaluate(async () => {
      const { vm } = (
        window as unknown as {
          qisiScratch: { vm: { toJSON(): string; loadProject(json: string): Promise<void> } };
        }
      ).qisiScratch;
      const project = JSON.parse(vm.toJSON());
      const sprite = project.targets.find((target: { isStage: boolean }) => !target.isStage);
      sprite.blocks = {
        flag: {
          opcode: "event_whenflagclicked",
          next: "loop",
          parent: null,
          inputs: {},
          fields: {},
          shadow: false,
          topLevel: true,
          x: 40,
          y: 40,
        },
        loop: {
          opcode: "control_repeat",
          next: null,
          parent: "flag",
          inputs: { TIMES: [1, [6, "10"]], SUBSTACK: [2, "move"] },
          fields: {},
          shadow: false,
          topLevel: false,
        },
        move: {
          opcode: "motion_movesteps",
          next: null,
          parent: "loop",
          inputs: { STEPS: [1, [4, "10"]] },
          fields: {},
          shadow: false,
          topLevel: false,
        },
      };
      sprite.x = 0;
      await vm.loadProject(JSON.stringify(project));
    });
    const right = await ask(page, { type: "check", spec });
    expect(right).toMatchObject({
      type: "checked",
      result: { passed: true, total: 2, passedTests: 2, message: "全部通过了，真棒！" },
    });
    // The check ran 60 frames of walking elsewhere: the child's 小启 stands where it stood.
    expect(await editorSprite(frame)).toEqual({ x: 0, threads: 0 });

    const project = await ask(page, { type: "get-project" });
    expect(project.type).toBe("project-json");
    expect(project.type === "project-json" && JSON.parse(project.json).targets[1].blocks.loop.opcode).toBe(
      "control_repeat",
    );
    expect(outside).toEqual([]);
  });
});
