import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";

/** Every public route of issue 6, with a heading it must show. */
const publicPages: { path: string; heading: string }[] = [
  { path: "/", heading: "让孩子在动手创作中，学会独立思考" },
  { path: "/articles/why-code-with-qisi", heading: "为什么和启思一起学编程" },
  { path: "/articles/curriculum-features", heading: "课程特色" },
  { path: "/articles/road-to-success", heading: "成长路线" },
  { path: "/articles/first-thinking-book", heading: "编程思维启蒙书" },
  { path: "/articles/first-thinking-book/videos", heading: "配套视频" },
  { path: "/articles/first-thinking-book/videos/loop", heading: "第 2 章 · 跳绳一百下" },
  { path: "/about", heading: "关于启思编程" },
  { path: "/hello", heading: "你叫什么名字？" },
  { path: "/terms/tos", heading: "用户服务协议" },
  { path: "/terms/privacy", heading: "隐私政策" },
  { path: "/terms/privacy-teen", heading: "儿童及青少年个人信息保护规则" },
  { path: "/terms/privacy-lite", heading: "隐私政策简明版" },
  { path: "/downloads", heading: "App 下载" },
  { path: "/downloads/win-7", heading: "Windows 7 版下载" },
  { path: "/downloads/win-10-11", heading: "Windows 10/11 版下载" },
  { path: "/downloads/mac", heading: "Mac 版下载" },
  { path: "/downloads/ipad", heading: "iPad 版下载" },
  { path: "/downloads/android", heading: "Android 版下载" },
  { path: "/downloads/other", heading: "其他设备版下载" },
];

for (const { path, heading } of publicPages) {
  test(`${path} shows its content, its own title, and passes axe`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator("main#main")).toHaveCount(1);
    await expect(page.locator("footer")).toContainText("启思编程");
    if (path !== "/") await expect(page).toHaveTitle(new RegExp(`^${heading} · 启思编程`));
    await expectNoAxeViolations(page);
  });
}

test("the terms pages say they are drafts for legal review", async ({ page }) => {
  for (const path of ["/terms/tos", "/terms/privacy", "/terms/privacy-teen", "/terms/privacy-lite"]) {
    await page.goto(path);
    await expect(page.getByRole("note")).toContainText("草案，待法务审核");
  }
});

test("the downloads page shows a tile per platform linking to its page", async ({ page }) => {
  await page.goto("/downloads");
  await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveCount(6);
  await expect(page.locator('main a[href="/downloads/mac"]')).toHaveCount(1);
});

// A test each: four pages with a full axe run each outlasted one test's time on a busy machine.
for (const path of ["/", "/articles/first-thinking-book", "/downloads", "/no-such-page"]) {
  test(`${path} passes axe in dark mode`, { tag: "@phone" }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("a book video plays the build's sample clip with its Chinese captions", async ({ page }) => {
  await page.goto("/articles/first-thinking-book/videos/loop");
  const video = page.locator("video");
  // It plays: muted (as autoplay rules allow), time moves on.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
  expect(await video.evaluate((v: HTMLVideoElement) => [Math.round(v.duration), v.videoWidth])).toEqual([
    8, 480,
  ]);
  const firstCue = await video.evaluate(async (v: HTMLVideoElement) => {
    const track = v.textTracks[0];
    if (track) track.mode = "hidden";
    for (let i = 0; i < 50 && !track?.cues?.length; i += 1) await new Promise((r) => setTimeout(r, 100));
    return (track?.cues?.[0] as VTTCue | undefined)?.text ?? null;
  });
  expect(firstCue).toBe("第 2 章 · 跳绳一百下");
});

test("an unknown book video answers 404 with the friendly page", async ({ page }) => {
  const response = await page.goto("/articles/first-thinking-book/videos/no-such-video");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "哎呀，这一页走丢了" })).toBeVisible();
});

test("an unknown path answers 404 with the friendly page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "哎呀，这一页走丢了" })).toBeVisible();
  await expect(page.getByRole("link", { name: "回到首页" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("short links", () => {
  test("/r/{id} follows the API's redirect", async ({ page }) => {
    await page.goto("/r/book");
    await expect(page).toHaveURL(/\/articles\/first-thinking-book#purchase$/);
    await expect(page.getByRole("heading", { level: 2, name: "购买这本书" })).toBeInViewport();
  });

  test("an unknown id shows the friendly 404, with status 404", async ({ page }) => {
    const response = await page.goto("/r/no-such-link");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "哎呀，这一页走丢了" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
