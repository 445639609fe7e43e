import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { grantCourse, signIn, signInFirst } from "./learner-helpers.ts";

test.describe("class pages", () => {
  test("a course shows its groups and lessons numbered across groups", { tag: "@phone" }, async ({
    page,
  }) => {
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

  // A lesson still written as plain text (no exercises, so no player; test servers preview drafts):
  // its text, the outline with the lesson as the current page, and the way to the lesson before.
  // Lessons with exercises open the player instead (lesson-python, lesson-cpp and lesson-scratch specs).
  test("a plain lesson shows its text and the lesson before", async ({ page }) => {
    await signInFirst(page);
    // 即将开课 (its last lessons are drafts): held as by a buyer from before (issue 39).
    await grantCourse(page, "25s2-python-cpp-03");
    await page.goto("/class/25s2-python-cpp-03/25s2-03-l4");
    await expect(page.getByRole("heading", { level: 1, name: "第 4 课：小项目·乘法口诀表" })).toBeVisible();
    await expect(page.getByText("打印九九乘法表", { exact: false })).toBeVisible();
    // The outline is a drawer of the lesson's workspace, the lesson marked as the current page.
    await page.getByRole("button", { name: "课程目录" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: /第 4 课/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");
    // Without exercises it is still being written (issue 37): nothing pretends to finish it.
    await expect(page.getByText("这节课还在编写中。", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "完成本课" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /上一节：第 3 课/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^第 3 课/ })).toBeVisible();
  });

  test("an unknown lesson says so kindly", async ({ page }) => {
    await signIn(page, undefined, "/class/25s2-python-cpp-01/no-such-lesson");
    await expect(page.getByRole("heading", { name: "没有找到这节课" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// Issue 20 (a lesson page interactive ≤ 1.5 s): the page's HTML asks for the session, the lesson's
// data (apps/site/src/early-data.js) and the page's code (src/early-route.js) at navigation, and the
// app takes those instead of asking again: each is asked for once.
test("a lesson's address asks for the session, the lesson's data and its code once, from the page's HTML", async ({
  page,
}) => {
  await signInFirst(page);
  const lessonPath = "/class/25s2-python-cpp-01/25s2-01-l1";
  const asked: string[] = [];
  // Counted from the lesson's navigation on: a page open before it (the dashboard, say) may still
  // be asking for its own data (its course suggestions ask for the same course) until it is left.
  let counting = false;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest() && url.pathname === lessonPath) counting = true;
    if (counting && url.pathname.startsWith("/api/") && request.method() === "GET")
      asked.push(url.pathname + url.search);
  });
  await page.goto(lessonPath);
  await expect(page.locator('[aria-current="step"]')).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
  const count = (path: string) => asked.filter((one) => one === path).length;
  for (const path of [
    "/api/accounts/session",
    "/api/lessons/25s2-01-l1",
    "/api/lessons/25s2-01-l1/exercises",
    "/api/apps/25s2-python-cpp-01",
    "/api/apps/25s2-python-cpp-01/depot",
    "/api/lessons/progress?app=25s2-python-cpp-01",
  ])
    expect(count(path), path).toBe(1);
  // The page's HTML asked for each of these; asked once, so the app took every answer it was given.
  const left = await page.evaluate(
    () => (window as { qisiEarlyResponses?: Map<string, unknown> }).qisiEarlyResponses?.size,
  );
  expect(left).toBe(0);
  // The page's code too (apps/site/src/early-route.js): asked for by the HTML, and once.
  await expect(
    page.locator('head link[data-early-route][rel="modulepreload"][href*="/assets/ClassPage-"]'),
  ).toHaveCount(1);
  const links = await page
    .locator('head link[rel="modulepreload"], head link[rel="stylesheet"]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLLinkElement).href));
  expect(links.filter((href, index) => links.indexOf(href) !== index)).toEqual([]);
});
