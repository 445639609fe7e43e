import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { buyCourse, signInFirst } from "./learner-helpers.ts";

test("finishing a lesson moves the course card's progress above 0 and ticks it in the outline", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInFirst(page);
  await buyCourse(page, "scratch-01-full");
  await page.goto("/dashboard");
  const progress = page.getByRole("progressbar", { name: /的学习进度$/ });
  await expect(progress).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByRole("link", { name: /^开始学习/ })).toBeVisible();

  // Lesson 3 is plain text (no exercises), so 完成本课 marks it; lessons with exercises are done
  // only by their checks (lesson-scratch.spec.ts).
  await page.goto("/class/scratch-starter-01/scratch-01-l3");
  const lessonLink = page
    .getByRole("navigation", { name: "课程目录" })
    .getByRole("link", { name: /第 3 课/ });
  await expect(lessonLink).not.toContainText("已学完");
  await page.getByRole("button", { name: "完成本课" }).click();
  await expect(page.getByText("你已经完成了这节课，真棒！")).toBeVisible();
  await expect(lessonLink).toContainText("已学完");
  await expectNoAxeViolations(page);

  // It stays done on a fresh load: the server has it.
  await page.reload();
  await expect(page.getByRole("button", { name: "标记为未完成" })).toBeVisible();

  await page.goto("/dashboard");
  await expect(progress).not.toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByRole("link", { name: /^继续学习/ })).toBeVisible();
});
