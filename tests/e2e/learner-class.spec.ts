import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { signIn } from "./learner-helpers.ts";

test.describe("class pages", () => {
  test("a course shows its groups and lessons numbered across groups", async ({ page }) => {
    await signIn(page, undefined, "/class/25s2-python-cpp-01");
    await expect(
      page.getByRole("heading", { level: 1, name: "Python 与 C++ 双语编程 · 第一阶段" }),
    ).toBeVisible();
    const toc = page.getByRole("navigation", { name: "课程目录" });
    await expect(toc.getByRole("heading", { name: "第一单元：和计算机打招呼" })).toBeVisible();
    await expect(toc.getByRole("link", { name: /第 4 课/ })).toContainText("4");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "从第一课开始" }).click();
    await expect(page).toHaveURL(/\/class\/25s2-python-cpp-01\/25s2-01-l1$/);
  });

  test("a lesson shows its text, its starter project and the next lesson", async ({ page }) => {
    await signIn(page, undefined, "/class/25s2-python-cpp-01/25s2-01-l1");
    await expect(page.getByRole("heading", { level: 1, name: "第 1 课：你好，Python" })).toBeVisible();
    await expect(
      page.getByText("今天我们用 print 让计算机在屏幕上说出第一句话", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "在 Python 工作室打开" })).toHaveAttribute(
      "href",
      "/studio/python/starter-python-hello?lesson=25s2-01-l1",
    );
    await expect(page.getByRole("link", { name: /第 1 课/ }).first()).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /下一节：第 2 课/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "第 2 课：会记东西的变量" })).toBeVisible();
  });

  test("a Scratch lesson opens the child's own copy of its starter project", async ({ page }) => {
    await signIn(page, undefined, "/class/scratch-starter-01/scratch-01-l1");
    await expect(page.getByRole("link", { name: "在 Scratch 工作室打开" })).toHaveAttribute(
      "href",
      "/studio/scratch/starter-scratch-cat?lesson=scratch-01-l1",
    );
  });

  test("an unknown lesson says so kindly", { tag: "@any-viewport" }, async ({ page }) => {
    await signIn(page, undefined, "/class/25s2-python-cpp-01/no-such-lesson");
    await expect(page.getByRole("heading", { name: "没有找到这节课" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
