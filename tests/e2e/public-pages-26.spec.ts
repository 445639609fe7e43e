import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { accessToken, grantCourse, signInFirst } from "./learner-helpers.ts";

/** Issue 26's pages: /about, the greeting page, one book, and video lengths that are true. */

test.describe("/about", () => {
  test("says who we are, how we teach, for which ages and how to reach us, in the article layout", {
    tag: "@phone",
  }, async ({ page }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "关于启思编程" })).toBeVisible();
    await expect(page).toHaveTitle(/^关于启思编程 · 启思编程/);
    for (const heading of ["我们是谁", "我们怎样教", "适合多大的孩子", "怎样联系我们"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const teaching = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "我们怎样教" }) });
    await expect(teaching).toContainText("一小步一小步");
    await expect(teaching).toContainText("每一步马上检查");
    await expect(teaching).toContainText("先给提示，再给答案");
    await expect(page.getByRole("navigation", { name: /目录/ }).first()).toBeAttached();
    await expectNoAxeViolations(page);
  });

  test("is linked from the footer of every page", async ({ page }) => {
    await page.goto("/downloads");
    await page.locator("footer").getByRole("link", { name: "关于启思" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "关于启思编程" })).toBeVisible();
  });
});

test.describe("the greeting page", () => {
  test("without a name it asks for one, then goes to that name's page", async ({ page }) => {
    const response = await page.goto("/hello");
    expect(response?.status()).toBe(200);
    // The form works once the app has started.
    await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
    await expect(page.getByRole("heading", { level: 1, name: "你叫什么名字？" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: "你叫什么名字？" }).fill("  小明 ");
    await page.getByRole("button", { name: "出发" }).click();
    await expect(page).toHaveURL(/\/hello\/%E5%B0%8F%E6%98%8E$/);
    await expect(page.getByRole("heading", { level: 1, name: "你好，小明！" })).toBeVisible();
  });

  test("with a name it greets that name, as text, at most 20 characters", async ({ page }) => {
    const response = await page.goto("/hello/%E5%B0%8F%E7%BA%A2");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "你好，小红！" })).toBeVisible();
    await expect(page).toHaveTitle(/^你好，小红！ · /);
    await expectNoAxeViolations(page);

    // The attack: markup in the name stays text and runs nothing.
    let ran = false;
    page.on("dialog", (dialog) => {
      ran = true;
      void dialog.dismiss();
    });
    const markup = "<svg/onload=alert()>";
    await page.goto(`/hello/${encodeURIComponent(markup)}`);
    await expect(page.getByRole("heading", { level: 1, name: `你好，${markup}！` })).toBeVisible();
    await expect(page.locator("main svg")).toHaveCount(0);
    expect(ran).toBe(false);

    await page.goto(`/hello/${encodeURIComponent("长".repeat(200))}`);
    await expect(page.getByRole("heading", { level: 1, name: `你好，${"长".repeat(20)}！` })).toBeVisible();
  });

  test("speaks the interface language", async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem("qisi-locale", "en"));
    await page.goto("/hello/Lily");
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Lily!" })).toBeVisible();
    await page.goto("/hello");
    await expect(page.getByRole("heading", { level: 1, name: "What is your name?" })).toBeVisible();
  });
});

test("the home promotion and the book page describe the same book", async ({ page }) => {
  await page.goto("/");
  const promo = page.getByRole("region", { name: "《编程思维启蒙书》" });
  await expect(promo).toBeVisible();
  await expect(promo).toContainText("6–10");
  await expect(promo).toContainText("30 个生活小谜题");
  await expect(promo).toContainText("6 个章节");
  await page.goto("/articles/first-thinking-book");
  await expect(page.getByRole("heading", { level: 1, name: "编程思维启蒙书" })).toBeVisible();
  const main = page.locator("main");
  await expect(main).toContainText("适合 6 到 10 岁");
  await expect(main).toContainText("全书共 30 个");
  await expect(page.getByRole("heading", { level: 2, name: "6 个章节" })).toBeVisible();
  await expect(main.locator("#chapters + ol > li")).toHaveCount(6);
});

test.describe("video lengths are the media's own", () => {
  test("the book's video list and player show the clip's real length", async ({ page }) => {
    await page.goto("/articles/first-thinking-book/videos");
    const lengths = page.getByTestId("media-length");
    await expect(lengths).toHaveCount(6);
    await expect(lengths).toHaveText(Array(6).fill("时长 0:08"));
    await expect(page.locator("main")).not.toContainText("5:12");
    await page.goto("/articles/first-thinking-book/videos/sequence");
    await expect(page.getByTestId("media-length")).toHaveText("时长 0:08");
  });

  test("every lesson marked as video has a video that plays, and none is marked video without one", async ({
    page,
  }) => {
    await signInFirst(page);
    const { token } = await accessToken(page);
    const headers = { Authorization: `Bearer ${token}` };
    const apps = (await (await page.request.get("/api/apps")).json()) as { uid: string }[];
    const videoLessons: { app: string; id: string; videoUrl?: string }[] = [];
    for (const app of apps) {
      // The outline is public; a lesson's text and video need the course (issue 16): hold it (a
      // course still being written cannot be bought, issue 39).
      const depot = (await (await page.request.get(`/api/apps/${app.uid}/depot`)).json()) as {
        children: { children: { lessonId: string; kind: string }[] }[];
      };
      const videos = depot.children
        .flatMap((group) => group.children)
        .filter((item) => item.kind === "video");
      if (videos.length === 0) continue;
      await grantCourse(page, app.uid);
      for (const item of videos) {
        const lesson = (await (
          await page.request.get(`/api/lessons/${item.lessonId}`, { headers })
        ).json()) as {
          videoUrl?: string;
        };
        videoLessons.push({ app: app.uid, id: item.lessonId, videoUrl: lesson.videoUrl });
      }
    }
    // The 8-second test clip that stood in for 第一阶段 第 3 课 is gone (issue 39): today no lesson is
    // a video. The property still holds for each one the catalogue marks, and the player is shown
    // the moment one exists.
    for (const lesson of videoLessons) {
      expect(lesson.videoUrl, lesson.id).toBeTruthy();
      const response = await page.request.get(lesson.videoUrl ?? "");
      expect(response.status(), lesson.videoUrl).toBe(200);
      expect(response.headers()["content-type"]).toContain("video/mp4");
    }
    const first = videoLessons[0];
    if (!first) return;
    await page.goto(`/class/${first.app}/${first.id}`);
    const video = page.locator("main video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(8);
  });
});
