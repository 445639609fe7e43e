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

const firstStep = (page: Page) => page.getByRole("region", { name: /^第 1 步：/ });

test("a learner's C++ program is compiled and judged: a wrong one gets the author's sentence and a verdict, a hint, then a pass on the outline", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInFirst(page);
  await page.goto(lessonPath);
  await expect(firstStep(page)).toHaveAttribute("aria-current", "step");
  await showEditor(page);
  await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });

  // The semicolon left off: a compile error, with the note the author wrote for it.
  await pasteCode(page, program('    cout << "你好，启思编程！"'));
  await showSteps(page);
  const step = firstStep(page);
  await step.getByRole("button", { name: "检查" }).click();
  const result = step.getByRole("status").filter({ hasText: /./ }).first();
  await expect(result).toContainText("少了英文分号", { timeout: 60_000 });
  // C++ is judged on the server only: what shows is already its answer, with the compiler's own words.
  await expect(result).toContainText("通过了 0 / 1 个测试");
  await expect(step.getByRole("list", { name: "编译器的提示" })).toContainText("第 5 行");
  await expectNoAxeViolations(page);

  await step.getByRole("button", { name: "给我一个提示" }).click();
  await expect(step.getByRole("list", { name: "提示", exact: true })).toContainText("架子已经搭好了");

  await showEditor(page);
  await pasteCode(page, program('    cout << "你好，启思编程！" << endl;'));
  await showSteps(page);
  await step.getByRole("button", { name: "检查" }).click();
  await expect(result).toContainText("全部通过了", { timeout: 60_000 });
  await expect(step.locator('[data-verdict="AC"]').first()).toBeVisible();
  await expect(step.getByRole("heading", { name: /已通过/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /^第 2 步：/ })).toHaveAttribute("aria-current", "step");

  // The server has the pass and the hint: a reload shows both, and the outline counts it.
  await page.reload();
  await expect(firstStep(page).getByRole("heading", { name: /已通过/ })).toBeVisible();
  await expect(firstStep(page).getByRole("list", { name: "提示", exact: true })).toContainText(
    "架子已经搭好了",
  );
  const outline = page.getByRole("navigation", { name: "课程目录" });
  await expect(outline.getByRole("link", { name: /练习通过 1 道/ })).toBeVisible();
});
