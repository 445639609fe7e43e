import { watchOutsideRequests } from "../support/outside-requests.ts";
import { expect, test } from "../support/site.ts";

test("the API reference at /api/docs renders from our own origin", async ({ page, baseURL }) => {
  const foreign = watchOutsideRequests(page, new URL(baseURL!).origin);
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /启思编程 API/ })).toBeVisible();
  // Every route is listed, the contract's projects among them.
  await expect(page.getByText("/api/projects/{id}").first()).toBeVisible();
  expect(foreign).toEqual([]);
});
