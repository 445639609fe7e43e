import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";

/** Fails the test on any request that leaves the site's origin (Pyodide and Monaco are self-hosted). */
function guardOrigin(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

async function openStudio(page: Page, path = "/studio/python/new") {
  await page.goto(path);
  await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
  await expect(page.getByTestId("runner-status")).toHaveText("准备好了", { timeout: 30_000 });
}

async function typeCode(page: Page, code: string) {
  await page.getByTestId("code-editor").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  // Pasted, not typed: Monaco's auto-indent would add to the indentation the code already has.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.keyboard.press("ControlOrMeta+V");
}

const consoleText = (page: Page) => page.getByTestId("console");

test.describe("the Python studio", () => {
  // Each test starts Python (~5 s, more while two browsers share two cores).
  test.describe.configure({ timeout: 90_000 });
  test("runs typed code and shows its output, with no request off the origin", async ({ page, baseURL }) => {
    const foreign = guardOrigin(page, baseURL ?? "");
    await openStudio(page);
    await typeCode(page, 'for i in range(3):\n    print("第", i)\n');
    await page.getByRole("button", { name: "运行" }).click();
    await expect(consoleText(page)).toHaveText("第 0\n第 1\n第 2\n");
    await expectNoAxeViolations(page);
    expect(foreign).toEqual([]);
  });

  test("input() round trip", async ({ page }) => {
    await openStudio(page);
    await typeCode(page, 'name = input("你叫什么名字？")\nprint("你好，" + name)\n');
    await page.getByRole("button", { name: "运行" }).click();
    const answer = page.getByLabel("你叫什么名字？");
    await expect(answer).toBeFocused();
    await answer.fill("小明");
    await answer.press("Enter");
    await expect(consoleText(page)).toContainText("你好，小明");
  });

  test("stops an infinite loop and runs again", async ({ page }) => {
    await openStudio(page);
    await typeCode(page, "n = 0\nwhile True:\n    n += 1\n");
    await page.getByRole("button", { name: "运行" }).click();
    await expect(page.getByTestId("runner-status")).toHaveText("程序运行中…");
    await page.getByRole("button", { name: "停止" }).click();
    await expect(consoleText(page)).toContainText("程序已停止");
    await typeCode(page, 'print("again")\n');
    await page.getByRole("button", { name: "运行" }).click();
    await expect(consoleText(page)).toHaveText("again\n", { timeout: 30_000 });
  });

  test("a print flood keeps the page responsive and the console capped", async ({ page }) => {
    await openStudio(page);
    await typeCode(page, "i = 0\nwhile True:\n    print(i)\n    i += 1\n");
    await page.getByRole("button", { name: "运行" }).click();
    await page.waitForTimeout(1500);
    // The main thread keeps answering while the flood goes on (median of several timer delays;
    // a console rendered through React state would stall for seconds here).
    const lags = await page.evaluate(async () => {
      const samples: number[] = [];
      for (let i = 0; i < 7; i++) {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 0));
        samples.push(performance.now() - start);
      }
      return samples.sort((a, b) => a - b);
    });
    console.log("timer delays under a print flood (ms):", lags.map(Math.round).join(" "));
    expect(lags[3]).toBeLessThan(200);
    const size = await consoleText(page).evaluate((node) => node.textContent?.length ?? 0);
    expect(size).toBeLessThan(40_000);
    await page.getByRole("button", { name: "停止" }).click();
    await expect(page.getByTestId("runner-status")).toHaveText("准备好了", { timeout: 15_000 });
  });

  test("explains a beginner's error in Chinese under the traceback", async ({ page }) => {
    await openStudio(page);
    await typeCode(page, 'print("开始")\nprint(score)\n');
    await page.getByRole("button", { name: "运行" }).click();
    await expect(consoleText(page)).toContainText("NameError: name 'score' is not defined");
    await expect(page.getByTestId("error-explanation")).toContainText("第 2 行");
    await expect(page.getByTestId("error-explanation")).toContainText("名字错误");
  });

  test("turtle draws on the canvas", async ({ page }) => {
    await openStudio(page);
    await typeCode(
      page,
      'import turtle\nt = turtle.Turtle()\nt.speed(0)\nt.color("red")\nt.begin_fill()\nfor _ in range(4):\n    t.forward(100)\n    t.left(90)\nt.end_fill()\nturtle.done()\n',
    );
    await page.getByRole("button", { name: "运行" }).click();
    const canvas = page.getByTestId("turtle-canvas");
    await expect(canvas).toBeVisible();
    await expect
      .poll(() =>
        canvas.evaluate((node: HTMLCanvasElement) => {
          const data = node.getContext("2d")?.getImageData(250, 150, 1, 1).data;
          return data ? Array.from(data) : [];
        }),
      )
      .toEqual([255, 0, 0, 255]);
  });
});

test.describe("the Python studio when cross-origin isolated", () => {
  test.describe.configure({ timeout: 90_000 });

  // Quarantined, issue 9: passes on the studio branch, times out since the merge with the site.
  // Cause not yet found; a suspect is the site's service worker answering the studio route
  // without the COOP/COEP headers this test adds. See the issue note.
  test.fixme("input() waits on shared memory and Stop interrupts through Pyodide's interrupt buffer", async ({
    page,
    baseURL,
  }) => {
    // The headers a server would send for isolation; the worker script needs COEP too.
    await page.route(`${baseURL}/**`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          "cross-origin-opener-policy": "same-origin",
          "cross-origin-embedder-policy": "require-corp",
        },
      });
    });
    await openStudio(page);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    await typeCode(page, 'age = int(input("几岁了？"))\nprint(age + 1)\nwhile True:\n    age += 1\n');
    await page.getByRole("button", { name: "运行" }).click();
    await page.getByLabel("几岁了？").fill("9");
    await page.getByLabel("几岁了？").press("Enter");
    await expect(consoleText(page)).toContainText("10");
    await page.getByRole("button", { name: "停止" }).click();
    await expect(consoleText(page)).toContainText("程序已停止");
    await expect(page.getByTestId("runner-status")).toHaveText("准备好了");
  });
});
