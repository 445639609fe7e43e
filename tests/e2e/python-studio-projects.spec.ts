import { execFileSync } from "node:child_process";
import type { BrowserContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, projectContext, test } from "../support/site.ts";
import { freshPhone, signInThroughApi } from "./learner-helpers.ts";
import { openEditor, openStudio, typeCode } from "./python-studio-helpers.ts";

test.describe("Python projects", () => {
  test.describe.configure({ timeout: 90_000 });
  // Each reload here starts Python again; the site's service worker (its precache of every route,
  // Python's files and memory snapshot) is python-studio.spec.ts's to test, and its install would
  // only compete with these starts for the CPU.
  test.use({ serviceWorkers: "block" });
  test("a visitor is asked to sign in and keeps the code; signed in, it saves and reloads", {
    tag: "@phone",
  }, async ({ page }) => {
    // Nothing here runs: the editor is what the test needs, not Python.
    await openEditor(page, "/studio/python/new");
    await typeCode(page, 'print("保存我")\n');
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("登录以后就能保存作品啦")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
    await expect(page.getByTestId("code-editor")).toContainText('print("保存我")');

    // A fresh number per run: the desktop and phone projects run this test side by side, and one
    // phone may ask for a code once a minute.
    await signInThroughApi(page.request, freshPhone());
    await page.reload();
    await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
    await page.getByLabel("作品名称").fill("我的第一个程序");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page).toHaveURL(/\/studio\/python\/(?!new)[^/]+$/);
    await expect(page.getByTestId("save-state")).toHaveText("已保存");
    await typeCode(page, 'print("第二版")\n');
    await expect(page.getByTestId("save-state")).toHaveText("有修改还没保存");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已保存");
    await page.reload();
    await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
    await expect(page.getByTestId("code-editor")).toContainText('print("第二版")');
    await expect(page.getByLabel("作品名称")).toHaveValue("我的第一个程序");
  });
});

test.describe("a lesson's starter project opened without its lesson", () => {
  test.describe.configure({ timeout: 90_000 });
  // As above: the service worker is python-studio.spec.ts's.
  test.use({ serviceWorkers: "block" });
  test("保存 and 另存为副本 make the learner's own copy of the starter (no 404), and it comes back", async ({
    page,
  }) => {
    // Signed in through the API, straight into the studio (no dashboard on the way).
    await signInThroughApi(page.request, freshPhone());
    const notFound: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/api/projects") && response.status() === 404)
        notFound.push(response.url());
    });
    // Nothing here runs: the editor is what the test needs, not Python.
    await openEditor(page, "/studio/python/starter-python-hello");
    await typeCode(page, 'print("我的第一课")\n');
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已保存");
    await expect(page).toHaveURL(/\/studio\/python\/(?!starter-python-hello)[^/]+$/);
    const ownCopy = new URL(page.url()).pathname.split("/").pop()!;
    await page.reload();
    await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
    await expect(page.getByTestId("code-editor")).toContainText('print("我的第一课")');

    await openEditor(page, "/studio/python/starter-python-hello");
    await page.getByRole("button", { name: "另存为副本" }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已经复制成你的作品啦");
    await expect(page).toHaveURL(/\/studio\/python\/(?!starter-python-hello)[^/]+$/);
    expect(new URL(page.url()).pathname.split("/").pop()).not.toBe(ownCopy);

    expect(notFound).toEqual([]);
  });
});

// Live sync and output parity need no account: they share one started studio (one Python start).
test.describe("Python projects, on one studio page", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    testInfo.setTimeout(120_000);
    context = await projectContext(browser, testInfo);
    page = await context.newPage();
    await openStudio(page, "/studio/python/new");
  });
  test.afterAll(async () => {
    await context.close();
  });

  test("live sync reaches the server and the teacher's view", async () => {
    await typeCode(page, 'print("老师好")\n');
    await page.getByRole("button", { name: "运行" }).click();
    await expect(page.getByTestId("console")).toHaveText("老师好\n");
    // The studio shows a short number; the teacher's page looks it up once and then follows the
    // snapshot by its unguessable id (issue 16).
    // Said in words, the digits in groups of four to read aloud.
    const shown = await page.getByTestId("live-number").textContent();
    expect(shown).toContain("告诉老师");
    const number = shown?.replace(/\s/g, "").match(/\d{8}/)?.[0];
    expect(number).toBeTruthy();
    const teacher = await context.newPage();
    await teacher.goto(`/studio/live/${number}`);
    await expect(teacher).toHaveURL(/\/studio\/live\/[A-Za-z0-9_-]{22}$/);
    await expect(teacher.getByTestId("live-code")).toHaveText('print("老师好")\n', { timeout: 10_000 });
    await expect(teacher.getByTestId("live-console")).toContainText("老师好", { timeout: 10_000 });
    await expectNoAxeViolations(teacher);
    // Nobody else can write it: the snapshot's id alone is not enough.
    const id = teacher.url().split("/").at(-1);
    const forged = await page.request.post(`/api/live/${id}`, {
      data: { name: "x", code: "print('改掉')", console: "", secret: "guess" },
    });
    expect(forged.status()).toBe(403);
    // A wrong number says so in words, not with an empty page.
    await teacher.goto("/studio/live/10000000");
    await expect(teacher.getByRole("status")).toContainText("同步号 10000000 不对");
    await expectNoAxeViolations(teacher);
  });

  test("beginner programs print what CPython prints", async () => {
    const programs = [
      'for i in range(1, 4):\n    print(i, "x", i, "=", i * i)\nprint("完成", end="!\\n")\n',
      'nums = [3, 1, 2]\nnums.sort()\nprint(nums, sum(nums), max(nums))\nprint(f"{7 / 2:.2f}", 7 // 2, 7 % 2, 2 ** 10)\n',
      'word = "Python"\nfor ch in word[::-1]:\n    print(ch, end=" ")\nprint()\nprint(word.upper(), len(word), {"a": 1})\n',
    ];
    for (const program of programs) {
      const expected = execFileSync("python3", ["-c", program], { encoding: "utf8" });
      await typeCode(page, program);
      await page.getByRole("button", { name: "运行" }).click();
      await expect(page.getByTestId("console")).toHaveText(expected);
    }
  });
});
