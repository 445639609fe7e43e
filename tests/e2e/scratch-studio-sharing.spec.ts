import { watchOutsideRequests } from "../support/outside-requests.ts";
import { expect, test } from "../support/site.ts";
import { accessToken, freshPhone, signInThroughApi } from "./learner-helpers.ts";
import { dragFirstBlock, openScratch } from "./scratch-helpers.ts";

// The service workers' caching is the code-cache test's (scratch-studio.spec.ts): here their
// installs (the site's precache, a full compile of the 17 MB GUI) would only compete for the CPU.
test.use({ serviceWorkers: "block" });

test.describe("sharing a Scratch project", () => {
  test.describe.configure({ timeout: 150_000 });

  test("the owner's share switch decides whether another learner can open it (to remix)", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Both learners sign in through the API and go straight to what they open (no dashboard).
    await signInThroughApi(page.request, freshPhone());
    const frame = await openScratch(page, "/studio/scratch/editor");
    // A new project has nothing to share yet.
    await expect(page.getByRole("switch", { name: "分享给同学" })).toHaveCount(0);
    await dragFirstBlock(page, frame);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByTestId("save-state")).toHaveText("已保存");
    await expect(page).toHaveURL(/\/studio\/scratch\/(?!editor)[\w-]+$/);
    const projectId = new URL(page.url()).pathname.split("/").pop()!;
    const share = page.getByRole("switch", { name: "分享给同学" });
    await expect(share).not.toBeChecked();

    const other = await browser.newContext({ baseURL: baseURL!, serviceWorkers: "block" });
    const otherPage = await other.newPage();
    const outside = watchOutsideRequests(other, new URL(baseURL!).origin);
    await signInThroughApi(other.request, freshPhone());
    const them = await accessToken(otherPage);
    const theirView = () =>
      otherPage.request
        .get(`/api/projects/${projectId}`, { headers: { Authorization: `Bearer ${them.token}` } })
        .then((response) => response.status());
    expect(await theirView()).toBe(404);

    await share.click(); // The switch follows the server: it turns once the change is saved.
    await expect(page.getByText("已经分享，登录的同学都能打开和改编它")).toBeVisible();
    await expect(share).toBeChecked();
    expect(await theirView()).toBe(200);
    await openScratch(otherPage, `/studio/scratch/${projectId}`);
    // Remix, and 保存 too, make the other learner's own remix (the shared project model); no switch.
    await expect(otherPage.getByRole("button", { name: "改编" })).toBeVisible();
    await expect(otherPage.getByRole("button", { name: "保存", exact: true })).toBeVisible();
    await expect(otherPage.getByRole("switch", { name: "分享给同学" })).toHaveCount(0);

    await share.click();
    await expect(page.getByText("已经取消分享，只有你能打开它")).toBeVisible();
    await expect(share).not.toBeChecked();
    expect(await theirView()).toBe(404);
    expect(outside).toEqual([]);
    await other.close();
  });
});
