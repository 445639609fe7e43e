import { expect, test } from "../support/site.ts";
import { typeCode } from "./python-studio-helpers.ts";

// Issue 25: the studio's HTML starts Python's worker at navigation, before the app and its route
// chunk have loaded, and the studio adopts that worker instead of starting a second one.
test("Python's worker starts at navigation and the studio runs in it", async ({ page }) => {
  // A cold start (a fresh context): Python's own start-up, up to a minute on a loaded 2-core machine.
  test.setTimeout(240_000);
  // The order in which the page asked for the worker's script and the studio's route chunk.
  const asked: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.match(/^\/assets\/(pyodide\.worker|PythonStudioPage)-/)?.[1];
    if (name && !asked.includes(name)) asked.push(name);
  });
  await page.goto("/studio/python/new");
  await expect(page.getByTestId("runner-status")).toHaveText("准备好了", { timeout: 180_000 });
  expect(asked).toEqual(["pyodide.worker", "PythonStudioPage"]);
  // Adopted: no early worker left waiting, and one Python worker in the page.
  expect(
    await page.evaluate(() => (window as { qisiEarlyPython?: unknown }).qisiEarlyPython),
  ).toBeUndefined();
  expect(page.workers().filter((worker) => worker.url().includes("/assets/pyodide.worker-"))).toHaveLength(1);

  await typeCode(page, "print(6 * 7)\n");
  await page.getByRole("button", { name: "运行" }).click();
  await expect(page.getByTestId("console")).toContainText("42");
});

test("a page that is no Python studio starts no Python worker", async ({ page }) => {
  await page.goto("/studio/cpp/new");
  await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
  expect(await page.evaluate(() => "qisiEarlyPython" in window)).toBe(false);
  expect(page.workers().filter((worker) => worker.url().includes("/assets/pyodide.worker-"))).toHaveLength(0);
});
