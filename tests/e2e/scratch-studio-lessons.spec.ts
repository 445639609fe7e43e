import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { buyCourse, createProjects, freshPhone, signInThroughApi } from "./learner-helpers.ts";
import { openEditor, typeCode } from "./python-studio-helpers.ts";
import { blockCount, dragFirstBlock, openScratch } from "./scratch-helpers.ts";

// The service workers' caching is the code-cache test's (scratch-studio.spec.ts): here their
// installs (the site's precache, a full compile of the 17 MB GUI) would only compete for the CPU.
test.use({ serviceWorkers: "block" });

const projectIdOf = (url: string) => new URL(url).pathname.split("/").pop()!;

// Issue 17 items 2–4: a lesson's work is the child's own copy, found again by the lesson; the
// studio says which lesson and leads back; 新建 is there with projects present.
// Logic, not layout: desktop only. A lesson with exercises opens the player instead of a link to
// the studio (lesson-*.spec.ts), so Python uses the plain lesson 5 and Scratch, which has no plain
// lesson with a starter, the studio's lesson address the player and the lesson bar use.
// Learners sign in through the API and go straight to the page under test: the sign-in page and
// the dashboard are other tests' (learner-login, learner-dashboard).
test.describe("a lesson's work belongs to the child", () => {
  test.describe.configure({ timeout: 120_000 });

  test("Python: open the lesson's editor → edit → 保存 → reload → the child's copy; the lesson reopens it; 从头再来", async ({
    page,
  }) => {
    await signInThroughApi(page.request, freshPhone());
    await buyCourse(page, "25s2-01-full");
    await page.goto("/class/25s2-python-cpp-01/25s2-01-l5");
    await page.getByRole("link", { name: "在 Python 工作室打开" }).click();
    await expect(page).toHaveURL(/\/studio\/python\/(?!starter-python-guess)[^/?]+$/);
    await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
    const copy = projectIdOf(page.url());
    const lessonBar = page.getByTestId("studio-lesson");
    await expect(lessonBar.getByRole("link", { name: /第 15 课/ })).toHaveAttribute(
      "href",
      "/class/25s2-python-cpp-01/25s2-01-l5",
    );

    await typeCode(page, 'print("我的第一课")\n');
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已保存");
    await page.reload();
    await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
    await expect(page.getByTestId("code-editor")).toContainText('print("我的第一课")');
    await expectNoAxeViolations(page);

    // Back to the lesson, and its editor again: the same copy, not the starter.
    await lessonBar.getByRole("link", { name: /第 15 课/ }).click();
    await page.getByRole("link", { name: "在 Python 工作室打开" }).click();
    await expect(page).toHaveURL(new RegExp(`/studio/python/${copy}$`));
    await expect(page.getByTestId("code-editor")).toContainText('print("我的第一课")', { timeout: 20_000 });

    // 从头再来 asks first, then puts the starter back and saves it.
    await lessonBar.getByRole("button", { name: "从头再来" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("不能撤销");
    await dialog.getByRole("button", { name: "从头再来" }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已保存");
    await expect(page.getByTestId("code-editor")).toContainText("猜一个 1 到 100 的数");
    await expect(page.getByTestId("code-editor")).not.toContainText("我的第一课");
  });

  test("Scratch: open the lesson's editor → edit → 保存 → open the lesson again → the child's copy, with one token store in the tab", async ({
    page,
  }) => {
    await signInThroughApi(page.request, freshPhone());
    const frameApiCalls: string[] = [];
    page.on("request", (request) => {
      if (request.frame() !== page.mainFrame() && /\/api\/(accounts|projects)/.test(request.url()))
        frameApiCalls.push(request.url());
    });
    const href = "/studio/scratch/starter-scratch-cat?lesson=scratch-01-l1";
    let frame = await openScratch(page, href);
    // The copy is asked for while the GUI's start holds the page's one thread (the frame is same-
    // origin): on a busy machine its answer is read seconds after the editor is ready.
    await expect(page).toHaveURL(/\/studio\/scratch\/(?!starter-scratch-cat)[^/?]+$/, { timeout: 30_000 });
    const copy = projectIdOf(page.url());
    await expect(page.getByTestId("studio-lesson")).toContainText("第 1 课");
    const before = await blockCount(frame);
    await dragFirstBlock(page, frame);
    await expect(page.getByTestId("save-state")).toHaveText("有修改还没保存");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已保存", { timeout: 30_000 });

    // The lesson's address again (a new page load): the same copy, with the saved blocks. A reload
    // of a project's own address is the visitor test's (scratch-studio.spec.ts): a third start of
    // the GUI here would only add a minute on a busy machine.
    frame = await openScratch(page, href);
    await expect(page).toHaveURL(new RegExp(`/studio/scratch/${copy}$`), { timeout: 30_000 });
    await expect.poll(() => blockCount(frame), { timeout: 15_000 }).toBe(before + 2);
    // The frame holds no session of its own: the page's one client loads and saves.
    expect(frameApiCalls).toEqual([]);
  });

  test("Scratch: 另存为副本 on a lesson's starter makes the child's own project", async ({ page }) => {
    await signInThroughApi(page.request, freshPhone());
    await openScratch(page, "/studio/scratch/starter-scratch-cat");
    await page.getByRole("button", { name: "另存为副本" }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已经复制成你的作品啦", { timeout: 30_000 });
    await expect(page).toHaveURL(/\/studio\/scratch\/(?!starter-scratch-cat)[^/?]+$/);
  });
});

test.describe("新建 from anywhere", () => {
  test.describe.configure({ timeout: 120_000 });
  test("with projects present: the project list, the dashboard and the studios offer both", async ({
    page,
  }) => {
    await signInThroughApi(page.request, freshPhone());
    await createProjects(page, ["我的旧作品"]);
    await page.goto("/dashboard/projects");
    await expect(page.getByRole("heading", { name: "我的旧作品" })).toBeVisible();
    await expect(page.getByRole("link", { name: "新建 Scratch 作品" })).toHaveAttribute(
      "href",
      "/studio/scratch/editor",
    );
    await page.getByRole("link", { name: "新建 Python 作品" }).click();
    await expect(page).toHaveURL(/\/studio\/python\/new$/);
    await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
    await expect(page.getByTestId("new-project")).toHaveAttribute("href", "/studio/python/new");

    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: "新建 Python 作品" })).toBeVisible();
    await expect(page.getByRole("link", { name: "新建 Scratch 作品" })).toBeVisible();
  });

  test("a Python studio's 新建 starts a new project from a saved one", async ({ page }) => {
    await signInThroughApi(page.request, freshPhone());
    // Nothing here runs: the editor is what the test needs, not Python.
    await openEditor(page, "/studio/python/new");
    await typeCode(page, 'print("第一个")\n');
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已保存");
    await page.getByTestId("new-project").click();
    await expect(page).toHaveURL(/\/studio\/python\/new$/);
    await expect(page.getByTestId("code-editor")).not.toContainText("第一个", { timeout: 20_000 });
  });
});
