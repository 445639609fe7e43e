import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { signIn } from "./learner-helpers.ts";

/** A shipped problem (content/problems) and its own reference and deliberately wrong solutions. */
const problemId = "gesp1-001";
const solution = (file: string) =>
  readFileSync(new URL(`../../content/problems/${problemId}/solutions/${file}`, import.meta.url), "utf8");

/** Replaces the editor's code (pasted: Monaco's auto-indent would add to the code's own indentation). */
async function replaceCode(page: Page, code: string): Promise<void> {
  const editor = page.getByTestId("solution-editor");
  await expect(editor).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.keyboard.press("ControlOrMeta+V");
}

async function submitAndWait(page: Page) {
  await page.getByRole("button", { name: "提交评测" }).click();
  const verdict = page.getByTestId("verdict").locator("[data-verdict]");
  await expect(verdict).toBeVisible({ timeout: 90_000 });
  return verdict;
}

/** Issue 18's "done when": through the site, a right solution is 答案正确 and a wrong one 答案错误 on its test. */
test.describe("the judge through the site", () => {
  test("lists problems, shows a statement with formulas and samples, judges AC and WA", async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto("/problems");
    await expect(page.getByTestId("problem-list")).toBeVisible();
    await expectNoAxeViolations(page);

    await signIn(page, undefined, `/problems/${problemId}`);
    await expect(page.getByRole("heading", { level: 1, name: "坐大巴去植物园" })).toBeVisible();
    // Formulas by our own KaTeX (its fonts come from this site; a CDN would break the CSP check).
    await expect(page.locator(".katex").first()).toBeVisible();
    await expect(page.getByTestId("sample-input-1")).toBeVisible();
    await expect(page.getByRole("button", { name: /复制输入样例 1/ })).toBeVisible();
    await expect(page.getByLabel("编程语言")).toHaveValue("cpp");
    await expect(page.getByTestId("solution-editor")).toHaveAttribute("data-ready", "true", {
      timeout: 30_000,
    });
    await expectNoAxeViolations(page);

    await replaceCode(page, solution("std.cpp"));
    const right = await submitAndWait(page);
    await expect(right).toHaveText("答案正确");
    await expect(right).toHaveAttribute("data-verdict", "AC");
    const rows = page.getByTestId("case-row");
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    await expect(rows.first()).toContainText("ms");
    await expect(rows.first()).toContainText("B");
    await expectNoAxeViolations(page);

    await replaceCode(page, solution("wrong-always-extra-bus.cpp"));
    const wrong = await submitAndWait(page);
    await expect(wrong).toHaveText("答案错误");
    // The child is told which test failed: test 2 (0 students) is the first the extra bus breaks.
    await expect(page.getByTestId("first-failed")).toHaveText("第 2 个测试点没有通过");
    await expect(page.getByTestId("case-row").nth(1)).toContainText("答案错误");

    await page.goto("/problems");
    const row = page.getByRole("row").filter({ hasText: "坐大巴去植物园" });
    await expect(row).toContainText("已通过");

    await page.goto("/submissions");
    const list = page.getByTestId("submission-list");
    await expect(list).toContainText("答案错误");
    await expect(list).toContainText("答案正确");
    await expectNoAxeViolations(page);
  });

  // Issue 37: a compile error reads in Chinese on its line, the compiler's words folded, for C++
  // and for Python, on the problem page and again from the submissions page.
  test("explains a compile error in Chinese, the compiler's words folded", async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, undefined, `/problems/${problemId}`);
    await replaceCode(
      page,
      "#include <iostream>\nusing namespace std;\nint main() {\n    cout << 1；\n    return 0;\n}\n",
    );
    const failed = await submitAndWait(page);
    await expect(failed).toHaveText("编译错误");
    const explanation = page.getByTestId("diagnostics").getByTestId("error-explanation");
    await expect(explanation).toHaveCount(1);
    await expect(explanation).toContainText("第 4 行：这一行的分号 ； 是中文的，换成英文的 ; 就好了");
    await expect(explanation.locator("p")).not.toContainText("identifier");
    await explanation.getByText("编译器的原话").click();
    await expect(explanation).toContainText("character <U+FF1B> not allowed in an identifier");
    await expectNoAxeViolations(page);

    await page.getByLabel("编程语言").selectOption("python");
    await replaceCode(page, "n = int(input())\nif n > 0\n    print(n)\n");
    await expect(await submitAndWait(page)).toHaveText("编译错误");
    await expect(page.getByTestId("diagnostics")).toContainText("第 2 行：少了冒号");

    await page.goto("/submissions");
    await page.getByTestId("submission-list").getByRole("link").first().click();
    await expect(page.getByTestId("diagnostics")).toContainText("第 2 行：少了冒号", { timeout: 30_000 });
  });

  test("in dark mode the problem page passes axe too", async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(`/problems/${problemId}`);
    await expect(page.getByRole("heading", { level: 1, name: "坐大巴去植物园" })).toBeVisible();
    await expect(page.getByRole("link", { name: "登录后就能提交评测" })).toBeVisible();
    await expect(page.getByTestId("solution-editor")).toHaveAttribute("data-ready", "true", {
      timeout: 30_000,
    });
    await expectNoAxeViolations(page);
  });
});
