import { expect, test } from "../support/site.ts";
test("debug", async ({ page }) => {
  page.on("console", (m) => console.log("CONSOLE", m.type(), m.text()));
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  page.on("requestfailed", (r) => console.log("FAILED", r.url()));
  await page.goto("/studio/python/new");
  await page.waitForTimeout(12000);
  console.log(await page.getByTestId("runner-status").textContent());
  expect(1).toBe(1);
});
