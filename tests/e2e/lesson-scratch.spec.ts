import { readFileSync } from "node:fs";
import type { Frame, Page } from "@playwright/test";
import { expect, test } from "../support/site.ts";
import { confirmedAttempt } from "./attempt-helpers.ts";
import { accessToken, freshPhone, signInFirst, signInThroughApi } from "./learner-helpers.ts";
import { scratchFrame } from "./scratch-helpers.ts";

const course = "scratch-starter-01";
// The course's free first lesson; its starter project has 小启 on the stage at x = 0.
const lesson = "scratch-01-l1";
const lessonPath = `/class/${course}/${lesson}`;
/** The lesson's first Scratch task (step 5): click 小启 and it says 我是小启！ */
const exerciseTitle = "点小启，说“我是小启！”";
/** The exercise's reference: 当角色被点击 → 说 我是小启！ 2 秒. */
const solution = readFileSync(
  new URL(
    "../../content/courses/scratch-starter-01/01-stage-and-sprites/exercise-5.solution.json",
    import.meta.url,
  ),
  "utf8",
);
/** The steps before it (two run-and-see, a quiz, a prediction), answered right through the API. */
const stepsBefore = [
  { kind: "run", answer: { choice: 0 } },
  { kind: "run", answer: { text: "10" } },
  { kind: "quiz", answer: "B" },
  { kind: "predict", answer: { choice: 0 } },
];

type ScratchWindow = {
  qisiScratch?: {
    ready: boolean;
    vm: {
      runtime: { targets: { isStage: boolean; getName(): string; x: number }[] };
      toJSON(): string;
      loadProject(json: string): Promise<void>;
    };
  };
};

async function showEditor(page: Page) {
  const tab = page.getByRole("tab", { name: "编辑器" });
  if (await tab.isVisible()) await tab.click();
}

async function showSteps(page: Page) {
  const tab = page.getByRole("tab", { name: "步骤" });
  if (await tab.isVisible()) await tab.click();
}

/** The player's Scratch frame, once it shows the lesson's project (小启 on the stage, not the GUI's default). */
async function lessonFrame(page: Page): Promise<Frame> {
  // The player first: on a phone its 编辑器 tab, on a wide screen the frame beside the steps.
  const editorTab = page.getByRole("tab", { name: "编辑器" });
  await expect(editorTab.or(page.getByTestId("scratch-frame")).first()).toBeVisible({ timeout: 30_000 });
  await showEditor(page);
  await expect(page.getByTestId("scratch-frame")).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.frames().some((frame) => frame.url().includes("/studio/scratch/frame.html")))
    .toBe(true);
  const frame = scratchFrame(page);
  await frame.waitForFunction(
    () => {
      const scratch = (window as unknown as ScratchWindow).qisiScratch;
      return !!scratch?.ready && scratch.vm.runtime.targets.some((t) => !t.isStage && t.getName() === "小启");
    },
    null,
    { timeout: 60_000 },
  );
  return frame;
}

const exerciseStep = (page: Page) =>
  page.getByRole("region", { name: /^第 \d+ 步：/ }).filter({ hasText: exerciseTitle });

test("a Scratch lesson opens the learner's copy of its starter; 检查 fails on the untouched starter and passes on the reference", async ({
  page,
}) => {
  test.setTimeout(200_000);
  await signInFirst(page);
  // Steps 1–4 (run-and-see, a quiz, a prediction) passed the way the player posts them, so the
  // Scratch task's step is the current one when the lesson opens.
  const { token } = await accessToken(page);
  for (const [index, data] of stepsBefore.entries()) {
    const reply = await page.request.post(`/api/exercises/${lesson}-e${index + 1}/attempts`, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    expect(reply.ok(), await reply.text()).toBe(true);
    expect(((await reply.json()) as { result: { passed: boolean } }).result.passed).toBe(true);
  }
  await page.goto(lessonPath);
  const frame = await lessonFrame(page);
  expect(
    await frame.evaluate(
      () =>
        (window as unknown as ScratchWindow).qisiScratch!.vm.runtime.targets.find(
          (t) => t.getName() === "小启",
        )!.x,
    ),
  ).toBe(0);

  await showSteps(page);

  // The starter as it opened: no script under 当角色被点击, so the frame and then the server say why.
  const step = exerciseStep(page);
  await step.getByRole("button", { name: "检查" }).click();
  const result = step.getByRole("status").filter({ hasText: /./ }).first();
  await expect(result).toContainText("这次是点小启，不是点绿旗", { timeout: 60_000 });
  await expect(result).toContainText("已记录", { timeout: 60_000 });

  // The reference project, loaded into the editor's VM as a child would have built it.
  await showEditor(page);
  await frame.evaluate(
    (json) => (window as unknown as ScratchWindow).qisiScratch!.vm.loadProject(json),
    solution,
  );
  await expect
    .poll(() => frame.evaluate(() => (window as unknown as ScratchWindow).qisiScratch!.vm.toJSON()))
    .toContain("我是小启！");
  await showSteps(page);
  await step.getByRole("button", { name: "检查" }).click();
  await expect(result).toContainText("全部通过了", { timeout: 60_000 });
  await expect(result).toContainText("已记录", { timeout: 60_000 });
  await expect(step.getByRole("heading", { name: /已通过/ })).toBeVisible();

  // The server recorded the pass: it is there after a reload, and the outline counts it.
  await page.reload();
  await expect(exerciseStep(page).getByRole("heading", { name: /已通过/ })).toBeVisible({ timeout: 30_000 });
  // The outline is the workspace's drawer, opened from the bar.
  await page.getByRole("button", { name: "课程目录" }).click();
  const outline = page.getByRole("dialog").getByRole("navigation", { name: "课程目录" });
  await expect(outline.getByRole("link", { name: /练习通过 5 道/ })).toBeVisible();
});

test("the untouched starter's project.json posted straight to the server is not a pass", async ({ page }) => {
  test.setTimeout(200_000);
  await signInThroughApi(page.request, freshPhone());
  const { token } = await accessToken(page);
  const headers = { Authorization: `Bearer ${token}` };
  // The learner's copy of the lesson's starter, as the lesson opens it, and the project.json the
  // Scratch frame loads from it (no editor needed: nothing in it is touched).
  const copy = await page.request.post(`/api/projects/lesson/${lesson}`, { headers });
  expect(copy.ok(), await copy.text()).toBe(true);
  const body = await page.request.get(`/api/projects/${((await copy.json()) as { id: string }).id}/body`, {
    headers,
  });
  expect(body.ok()).toBe(true);
  const starter = await body.text();
  expect(
    JSON.parse(starter).targets.some((t: { name: string; x?: number }) => t.name === "小启" && t.x === 0),
  ).toBe(true);
  const view = await page.request.get(`/api/lessons/${lesson}`, { headers });
  expect(view.ok()).toBe(true);
  const exerciseId = ((await view.json()) as { exercises: { id: string; kind: string }[] }).exercises.find(
    (e) => e.kind === "scratch",
  )?.id;
  expect(exerciseId).toBeTruthy();

  const attempt = await confirmedAttempt(page.request, exerciseId!, headers, {
    kind: "scratch",
    project: starter,
  });
  expect(attempt.ok(), await attempt.text()).toBe(true);
  const answer = (await attempt.json()) as {
    result: { passed: boolean; message: string };
    progress: { passedAt: string | null };
  };
  expect(answer.result.passed).toBe(false);
  expect(answer.result.message).toContain("这次是点小启，不是点绿旗");
  expect(answer.progress.passedAt).toBeNull();
});
