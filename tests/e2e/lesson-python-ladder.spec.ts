import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/site.ts";
import { buyCourse, signInFirst } from "./learner-helpers.ts";
import { typeCode } from "./python-studio-helpers.ts";

// 第一阶段 第 3 课 (input and int): "还差几下" is a make task with a test the child never sees, a
// known hard-coded answer, and a ladder that ends in a Parsons puzzle with two distractor lines.
const lessonPath = "/class/25s2-python-cpp-01/25s2-01-l3";

const stepWith = (page: Page, text: string) => page.getByRole("region").filter({ hasText: text }).first();

/** A fresh profile starts Pyodide cold: seconds when the machine is quiet, minutes when it is not. */
async function waitForPython(page: Page) {
  await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect(page.getByTestId("runner-status")).toHaveText("准备好了", { timeout: 120_000 });
}

/** Puts the puzzle's kept lines in this order with the 上移 buttons, as a keyboard user would. */
async function arrange(puzzle: Locator, order: string[]) {
  const program = puzzle.getByRole("list", { name: "拼好的程序" });
  for (const [place, line] of order.entries()) {
    const texts = (await program.getByRole("listitem").allTextContents()).map((text) => text.trim());
    const at = texts.findIndex((text) => text.includes(line));
    expect(at, `${line} is in the puzzle`).toBeGreaterThanOrEqual(0);
    for (let moves = at - place; moves > 0; moves--)
      await puzzle.getByRole("button", { name: `上移：${line}`, exact: true }).click();
  }
}

test("a hard-coded answer and a mutant fail with Chinese that points at the difference; the ladder's Parsons puzzle, with its distractors, is checked and goes into the editor; each exercise keeps its own code through a switch and a reload", async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signInFirst(page);
  await buyCourse(page, "25s2-01-full");
  await page.goto(lessonPath);
  await waitForPython(page);

  const step = stepWith(page, "练一练：还差几下");
  await step.getByRole("button", { name: "在编辑器里做这道题" }).click();
  const result = step.getByRole("status").filter({ hasText: /./ }).first();

  // The answer of the example typed in: the author's sentence for it, after the unseen input.
  await typeCode(page, 'count = int(input("这一轮跳了几下？"))\nprint("还差 37 下")\n');
  await step.getByRole("button", { name: "检查", exact: true }).click();
  await expect(result).toContainText("没给你看", { timeout: 60_000 });
  await expect(result).toContainText("已记录", { timeout: 60_000 });

  // A mutant of the reference (100 became 101): the first input where it differs, in Chinese.
  await typeCode(page, 'count = int(input("这一轮跳了几下？"))\nprint("还差", 101 - count, "下")\n');
  await step.getByRole("button", { name: "检查", exact: true }).click();
  await expect(result).toContainText("输入 63 时", { timeout: 60_000 });
  await expect(result).toContainText("还差 38 下");
  await expect(result).not.toContainText(/[A-Za-z]{4,}/);

  // The ladder: three nudges, then the puzzle.
  await step.getByRole("button", { name: "给我一个提示" }).click();
  for (let rung = 2; rung <= 4; rung++) await step.getByRole("button", { name: "再给我一个提示" }).click();
  const puzzle = step.getByRole("list", { name: "提示", exact: true });
  await expect(puzzle.getByRole("list", { name: "拼好的程序" }).getByRole("listitem")).toHaveCount(4);
  for (const distractor of ['count = input("这一轮跳了几下？")', 'print("还差", count - 100, "下")'])
    await puzzle.getByRole("button", { name: `用不上，拿出去：${distractor}`, exact: true }).click();
  await arrange(puzzle, ['count = int(input("这一轮跳了几下？"))', 'print("还差", 100 - count, "下")']);
  await puzzle.getByRole("button", { name: "检查拼图" }).click();
  await expect(puzzle.getByRole("button", { name: "放进编辑器" })).toBeVisible({ timeout: 60_000 });
  await puzzle.getByRole("button", { name: "放进编辑器" }).click();
  await expect(page.getByTestId("code-editor")).toContainText("100 - count");
  await step.getByRole("button", { name: "检查", exact: true }).click();
  await expect(result).toContainText("全部通过了", { timeout: 60_000 });

  // Another exercise has its own code: its starter first, then what the child typed there.
  const fix = stepWith(page, "练一练：两轮一共跳了几下");
  await fix.getByRole("button", { name: "在编辑器里做这道题" }).click();
  await expect(page.getByTestId("code-editor")).toContainText('first = input("第一轮跳了几下？")');
  await typeCode(page, "first = 1\n");
  await step.getByRole("button", { name: "在编辑器里做这道题" }).click();
  await expect(page.getByTestId("code-editor")).toContainText("100 - count");

  // A reload keeps both: each exercise's code is on the server.
  await page.reload();
  // Nothing runs from here: the editor is enough, Python may go on starting.
  await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await stepWith(page, "练一练：两轮一共跳了几下")
    .getByRole("button", { name: "在编辑器里做这道题" })
    .click();
  await expect(page.getByTestId("code-editor")).toContainText("first = 1");
  await expect(page.getByTestId("code-editor")).not.toContainText("input");
  await stepWith(page, "练一练：还差几下").getByRole("button", { name: "在编辑器里做这道题" }).click();
  await expect(page.getByTestId("code-editor")).toContainText("100 - count");
});
