import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { signIn } from "./learner-helpers.ts";

/** Issue 26, part 7, on a phone: run in e2e-mobile (375 px); skipped at desktop width. */
test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "phone viewport only");

test("the learning centre keeps a margin on both sides of a phone screen", { tag: "@phone" }, async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/dashboard");
  const heading = page.getByRole("heading", { level: 1, name: "学习中心" });
  await expect(heading).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  for (const element of [heading, page.getByRole("heading", { level: 2, name: "我的课程" })]) {
    const box = await element.boundingBox();
    expect(box?.x ?? 0).toBeGreaterThanOrEqual(16);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width - 16);
  }
  // The default nickname carries the phone's last digits, which differ per run.
  await expect(page).toHaveScreenshot("dashboard-phone.png", { mask: [page.getByText(/^学员\d{4}$/)] });
});

test("the Scratch studio on a phone says it needs a tablet or computer and links to the Python studio", {
  tag: "@phone",
}, async ({ page }) => {
  await page.goto("/studio/scratch/editor");
  const notice = page.getByRole("region", { name: "Scratch 创作室需要平板或电脑" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "去 Python 创作室" })).toHaveAttribute(
    "href",
    "/studio/python/new",
  );
  // The editor is not loaded behind the notice (it would not fit, and costs a phone's data).
  await expect(page.getByTestId("scratch-frame")).toHaveCount(0);
  await expect(notice).toHaveScreenshot("scratch-phone-notice.png");
  await expectNoAxeViolations(page);
  // Opening it anyway holds for the tab.
  await notice.getByRole("button", { name: "仍然在手机上打开" }).click();
  await expect(page.getByTestId("scratch-frame")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("scratch-frame")).toBeVisible();
  await expect(notice).toHaveCount(0);
});
