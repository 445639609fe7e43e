import { expect, test } from "../support/site.ts";
import { typeCode } from "./python-studio-helpers.ts";

// The site's service worker is python-studio.spec.ts's to test: here its install (a precache of
// every route) would only compete with Python's cold start for the CPU.
test.use({ serviceWorkers: "block" });

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

// Issue 20's "interactive" and issue 25: Monaco is 2.7 MB of JavaScript, seconds on a cheap phone.
// Until it has loaded, a plain textarea holds the code, so a child can read and type at once.
test.describe("before Monaco has loaded", () => {
  // Every request of this page passes the route below (no service worker answering first; blocked
  // for the whole file, above).

  test("the code takes typing, and Monaco keeps what was typed", async ({ page }) => {
    test.setTimeout(240_000);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/monaco-setup-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/studio/python/new");
    const standIn = page.getByTestId("code-editor-stand-in");
    await expect(standIn).toBeVisible({ timeout: 60_000 });
    await expect(standIn).toHaveAccessibleName("Python 代码编辑器");
    await expect(page.getByTestId("code-editor")).not.toHaveAttribute("data-ready", "true");
    await standIn.fill('print("比编辑器先到")\n');

    release();
    const editor = page.getByTestId("code-editor");
    await expect(editor).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
    await expect(editor).toContainText('print("比编辑器先到")');
    await expect(standIn).toHaveCount(0);
    await expect(page.getByTestId("runner-status")).toHaveText("准备好了", { timeout: 180_000 });
    await page.getByRole("button", { name: "运行" }).click();
    await expect(page.getByTestId("console")).toContainText("比编辑器先到");
  });
});
