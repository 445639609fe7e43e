import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { pasteCode } from "./cpp-studio-helpers.ts";
import { signInFirst } from "./learner-helpers.ts";

const course = "25s2-python-cpp-03";
// The course's free taster: a signed-in learner opens it without buying anything.
const lesson = "25s2-03-l1";
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

const program = (body: string) =>
  `#include <iostream>\nusing namespace std;\n\nint main() {\n${body}\n    return 0;\n}\n`;

const stepNumber = (page: Page, n: number) => page.getByRole("region", { name: new RegExp(`^第 ${n} 步：`) });

test("a learner predicts, then their C++ program is compiled and judged: a wrong one gets the author's sentence, a hint, then a pass on the outline", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInFirst(page);
  await page.goto(lessonPath);

  // The lesson opens with a prediction: a wrong guess leaves one more try, the right one passes.
  const predict = stepNumber(page, 1);
  await expect(predict).toHaveAttribute("aria-current", "step");
  await predict.getByRole("radio", { name: '"欢迎来到科技节！"', exact: true }).click();
  await predict.getByRole("button", { name: "就猜这个" }).click();
  const guess = predict.getByRole("status").filter({ hasText: /./ }).first();
  await expect(guess).toContainText("还可以再试 1 次", { timeout: 30_000 });
  await predict.getByRole("radio", { name: "欢迎来到科技节！", exact: true }).click();
  await predict.getByRole("button", { name: "就猜这个" }).click();
  await expect(predict.getByRole("heading", { name: /已通过/ })).toBeVisible({ timeout: 30_000 });

  // The first C++ program: a pass never moves the editor, the child does.
  const step = stepNumber(page, 2);
  await expect(step).toHaveAttribute("aria-current", "step");
  // The lesson's first program exercise is the one the editor opens with.
  await showEditor(page);
  await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });

  // The semicolon left off: a compile error, with the note the author wrote for it.
  await pasteCode(page, program('    cout << "欢迎来到小启的展台！" << endl'));
  await showSteps(page);
  await step.getByRole("button", { name: "检查" }).click();
  const result = step.getByRole("status").filter({ hasText: /./ }).first();
  await expect(result).toContainText("少了英文分号", { timeout: 60_000 });
  await expect(step.getByRole("list", { name: "编译器的提示" })).toContainText("第 5 行");
  await expectNoAxeViolations(page);

  // A Chinese semicolon gets its own sentence, in Chinese.
  await showEditor(page);
  await pasteCode(page, program('    cout << "欢迎来到小启的展台！" << endl；'));
  await showSteps(page);
  await step.getByRole("button", { name: "检查" }).click();
  await expect(result).toContainText("中文的“；”", { timeout: 60_000 });

  await step.getByRole("button", { name: "给我一个提示" }).click();
  await expect(step.getByRole("list", { name: "提示", exact: true })).toContainText("架子一行也不用改");

  await showEditor(page);
  await pasteCode(page, program('    cout << "欢迎来到小启的展台！" << endl;'));
  await showSteps(page);
  await step.getByRole("button", { name: "检查" }).click();
  await expect(result).toContainText("全部通过了", { timeout: 60_000 });
  await expect(step.locator('[data-verdict="AC"]').first()).toBeVisible();
  await expect(step.getByRole("heading", { name: /已通过/ })).toBeVisible();
  await expect(stepNumber(page, 3)).toHaveAttribute("aria-current", "step");

  // The server has both passes and the hint: a reload shows them, and the outline counts them.
  await page.reload();
  await expect(stepNumber(page, 2).getByRole("heading", { name: /已通过/ })).toBeVisible();
  await expect(stepNumber(page, 2).getByRole("list", { name: "提示", exact: true })).toContainText(
    "架子一行也不用改",
  );
  // The outline is the workspace's drawer, opened from the bar.
  await page.getByRole("button", { name: "课程目录" }).click();
  const outline = page.getByRole("dialog").getByRole("navigation", { name: "课程目录" });
  await expect(outline.getByRole("link", { name: /练习通过 2 道/ })).toBeVisible();
});
