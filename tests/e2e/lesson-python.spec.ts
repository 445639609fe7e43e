import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { confirmedAttempt } from "./attempt-helpers.ts";
import { accessToken, buyCourse, signInFirst } from "./learner-helpers.ts";
import { typeCode } from "./python-studio-helpers.ts";

const course = "25s2-python-cpp-01";
const lesson = "25s2-01-l1";
const lessonPath = `/class/${course}/${lesson}`;

/** On a phone the editor is behind the 编辑器 tab; on a wide screen it is always beside the steps. */
async function showEditor(page: Page) {
  const tab = page.getByRole("tab", { name: "编辑器" });
  if (await tab.isVisible()) await tab.click();
}

async function showSteps(page: Page) {
  const tab = page.getByRole("tab", { name: "步骤" });
  if (await tab.isVisible()) await tab.click();
}

/** The player's Python studio, loaded and with Python ready to run checks. */
async function waitForStudio(page: Page) {
  await showEditor(page);
  await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect(page.getByTestId("runner-status")).toHaveText("准备好了", { timeout: 60_000 });
}

const stepNumber = (page: Page, n: number) => page.getByRole("region", { name: new RegExp(`^第 ${n} 步：`) });

test("a learner predicts, fails a check and reads why, takes a hint, passes, and sees it on the dashboard", {
  tag: "@phone",
}, async ({ page }) => {
  test.setTimeout(180_000);
  await signInFirst(page);
  await buyCourse(page, "25s2-01-full");
  await page.goto(lessonPath);

  // The lesson opens with a prediction, before anything to write.
  const predict = stepNumber(page, 1);
  await expect(predict).toHaveAttribute("aria-current", "step");
  await predict.getByRole("radio", { name: "生日快乐！", exact: true }).click();
  await predict.getByRole("button", { name: "就猜这个" }).click();
  await expect(predict.getByRole("heading", { name: /已通过/ })).toBeVisible({ timeout: 30_000 });

  const step = stepNumber(page, 2);
  await expect(step).toHaveAttribute("aria-current", "step");
  await waitForStudio(page);

  // Chinese quotation marks: the author's note for this mistake, first from the browser's check.
  await typeCode(page, "print(“小林，生日快乐！”)\n");
  await showSteps(page);
  await step.getByRole("button", { name: "检查" }).click();
  const result = step.getByRole("status").filter({ hasText: /./ }).first();
  await expect(result).toContainText("引号变成了中文的", { timeout: 30_000 });
  // The server ran the same checks and agreed.
  await expect(result).toContainText("已记录", { timeout: 30_000 });
  await expectNoAxeViolations(page);

  await step.getByRole("button", { name: "给我一个提示" }).click();
  await expect(step.getByRole("list", { name: "提示", exact: true })).toContainText("程序的样子不用变");
  await expect(step.getByText(/已经看了 1 \/ \d+ 个提示/)).toBeVisible();

  await showEditor(page);
  await typeCode(page, 'print("小林，生日快乐！")\n');
  await showSteps(page);
  await step.getByRole("button", { name: "检查" }).click();
  await expect(result).toContainText("全部通过了", { timeout: 30_000 });
  await expect(result).toContainText("已记录", { timeout: 30_000 });
  await expect(step.getByRole("heading", { name: /已通过/ })).toBeVisible();
  await expect(stepNumber(page, 3)).toHaveAttribute("aria-current", "step");
  // Progress comes from checks: there is no button to press.
  await expect(page.getByRole("button", { name: "完成本课" })).toHaveCount(0);

  // A reload keeps both passes and the hint (the server has them).
  await page.reload();
  await expect(stepNumber(page, 2).getByRole("heading", { name: /已通过/ })).toBeVisible();
  await expect(stepNumber(page, 2).getByRole("list", { name: "提示", exact: true })).toContainText(
    "程序的样子不用变",
  );
  // The outline is the workspace's drawer, opened from the bar.
  await page.getByRole("button", { name: "课程目录" }).click();
  const outline = page.getByRole("dialog").getByRole("navigation", { name: "课程目录" });
  await expect(outline.getByRole("link", { name: /练习通过 2 道/ })).toBeVisible();

  await page.goto("/dashboard");
  await expect(page.getByText(/练习通过 2 \/ \d+ 道/)).toBeVisible();
});

test("a pass cannot be posted without passing the checks", async ({ page }) => {
  // The server's first Python check starts a sandboxed Pyodide: seconds on a busy machine.
  test.setTimeout(120_000);
  await signInFirst(page);
  await buyCourse(page, "25s2-01-full");
  const { token } = await accessToken(page);
  const headers = { Authorization: `Bearer ${token}` };

  // The old 完成本课 request is refused for a lesson with exercises.
  const done = await page.request.post(`/api/lessons/${lesson}/progress`, { headers, data: { done: true } });
  expect(done.status()).toBe(409);

  const view = await page.request.get(`/api/lessons/${lesson}`, { headers });
  expect(view.ok()).toBe(true);
  const exerciseId = ((await view.json()) as { exercises: { id: string; kind: string }[] }).exercises.find(
    (e) => e.kind === "python",
  )?.id;
  expect(exerciseId).toBeTruthy();

  // A wrong program is checked on the server, whatever the browser says: not passed.
  const attempt = await confirmedAttempt(page.request, exerciseId!, headers, {
    kind: "python",
    code: 'print("不对")\n',
  });
  expect(attempt.ok()).toBe(true);
  const answer = (await attempt.json()) as {
    result: { passed: boolean };
    progress: { passedAt: string | null };
  };
  expect(answer.result.passed).toBe(false);
  expect(answer.progress.passedAt).toBeNull();

  const progress = await page.request.get(`/api/lessons/progress?app=${course}`, { headers });
  const body = (await progress.json()) as { done: string[] };
  expect(body.done).not.toContain(lesson);

  // No certificate yet: the page says what is left, lesson by lesson.
  await page.goto(`/class/${course}/certificate`);
  await expect(page.getByText(/还差 \d+ 节课/)).toBeVisible();
  await expect(page.getByRole("link", { name: "第 1 课：你好，Python" })).toBeVisible();
  await expectNoAxeViolations(page);
});
