import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { watchOutsideRequests } from "../support/outside-requests.ts";
import { expect, projectContext, test } from "../support/site.ts";
import { openStudio, typeCode } from "./python-studio-helpers.ts";

const consoleText = (page: Page) => page.getByTestId("console");

/**
 * A context with the project's device settings, for a page several tests share (one Python start
 * instead of one per test; `beforeAll` cannot use the per-test `page`).
 */
async function sharedContext(
  browser: Browser,
  testInfo: TestInfo,
  options: { serviceWorkers?: "block" } = {},
) {
  const context = await projectContext(browser, testInfo, options);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Set: projectContext refuses to start without it.
  return { context, baseURL: process.env.QISI_SITE_URL as string };
}

async function run(page: Page) {
  await page.getByRole("button", { name: "运行" }).click();
}

// The server isolates the studio (COOP/COEP): input() waits on shared memory and Stop writes
// Pyodide's interrupt buffer. The tests share one page; each writes and runs a new program.
test.describe("the Python studio", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let context: BrowserContext;
  let page: Page;
  let foreign: string[];
  test.beforeAll(async ({ browser }, testInfo) => {
    // A cold Python start (the hook's default 30 s is short on a busy 2-core machine).
    testInfo.setTimeout(120_000);
    const shared = await sharedContext(browser, testInfo);
    context = shared.context;
    page = await context.newPage();
    foreign = watchOutsideRequests(page, new URL(shared.baseURL).origin);
    await openStudio(page);
  });
  test.afterAll(async () => {
    await context.close();
  });

  test("runs typed code and shows its output", async () => {
    await typeCode(page, 'for i in range(3):\n    print("第", i)\n');
    await run(page);
    await expect(consoleText(page)).toHaveText("第 0\n第 1\n第 2\n");
    await expectNoAxeViolations(page);
  });

  // Quarantined after the site merge: the site's service worker claims the page while it loads,
  // so the worker script came through the service worker, past the page.route that added COEP,
  // and an isolated page may not start a worker without it ("Python 没能启动"). The server now
  // sends the headers itself; no faking in the test.
  test("is cross-origin isolated: input() waits on shared memory and Stop interrupts in place", async () => {
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    await typeCode(page, 'age = int(input("几岁了？"))\nprint(age + 1)\nwhile True:\n    age += 1\n');
    await run(page);
    const answer = page.getByLabel("几岁了？");
    await expect(answer).toBeFocused();
    await answer.fill("9");
    await answer.press("Enter");
    await expect(consoleText(page)).toContainText("10");
    await page.getByRole("button", { name: "停止" }).click();
    await expect(consoleText(page)).toContainText("程序已停止");
    await expect(page.getByTestId("runner-status")).toHaveText("准备好了");
    await typeCode(page, 'print("again")\n');
    await run(page);
    await expect(consoleText(page)).toHaveText("again\n");
  });

  test("fits the screen: no sideways scrolling; toolbar, editor and console in view (375 px too)", {
    tag: "@phone",
  }, async () => {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    for (const part of [
      page.getByLabel("作品名称"),
      page.getByRole("button", { name: "运行" }),
      page.getByRole("button", { name: "停止" }),
      page.getByRole("button", { name: "保存", exact: true }),
      page.getByTestId("code-editor"),
      consoleText(page),
    ])
      await expect(part).toBeInViewport();
  });

  test("explains a beginner's error in Chinese, Python's own words folded under it", async () => {
    await typeCode(page, 'print("开始")\nprint(score)\n');
    await run(page);
    const explanation = page.getByTestId("error-explanation");
    await expect(explanation).toContainText("第 2 行：Python 不认识这个名字");
    await expect(explanation).toBeInViewport();
    await expect(consoleText(page)).not.toContainText("NameError");
    await explanation.getByText("Python 的原话").click();
    await expect(explanation).toContainText("NameError: name 'score' is not defined");
  });

  test("turtle draws on the canvas", async () => {
    await typeCode(
      page,
      'import turtle\nt = turtle.Turtle()\nt.speed(0)\nt.color("red")\nt.begin_fill()\nfor _ in range(4):\n    t.forward(100)\n    t.left(90)\nt.end_fill()\nturtle.done()\n',
    );
    await run(page);
    const canvas = page.getByTestId("turtle-canvas");
    await expect(canvas).toBeVisible();
    await expect(canvas).toBeInViewport();
    await expect
      .poll(() =>
        canvas.evaluate((node: HTMLCanvasElement) => {
          const data = node.getContext("2d")?.getImageData(250, 150, 1, 1).data;
          return data ? Array.from(data) : [];
        }),
      )
      .toEqual([255, 0, 0, 255]);
  });

  test("turtle's mainloop() answers key presses and clicks, and Stop ends it", async () => {
    await typeCode(
      page,
      [
        "import turtle",
        "t = turtle.Turtle()",
        "t.speed(0)",
        "t.pensize(6)",
        't.color("blue")',
        "def up():",
        "    t.setheading(90)",
        "    t.forward(50)",
        '    print("向上")',
        "def clicked(x, y):",
        '    print("点在", x, y)',
        "screen = turtle.Screen()",
        'screen.onkey(up, "Up")',
        "screen.onscreenclick(clicked)",
        "screen.listen()",
        "turtle.mainloop()",
        "",
      ].join("\n"),
    );
    await run(page);
    await expect(page.getByText("程序在等你")).toBeVisible();
    const canvas = page.getByTestId("turtle-canvas");
    await expect(page.locator("div:has(> [data-testid=turtle-canvas])")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(consoleText(page)).toContainText("向上");
    await expect
      .poll(() =>
        canvas.evaluate((node: HTMLCanvasElement) => {
          const data = node.getContext("2d")?.getImageData(200, 175, 1, 1).data;
          return data ? Array.from(data) : [];
        }),
      )
      .toEqual([0, 0, 255, 255]);
    const box = await canvas.boundingBox();
    await canvas.click({ position: { x: (box?.width ?? 0) * 0.75, y: (box?.height ?? 0) * 0.5 } });
    // Turtle coordinates: a quarter of the width right of the middle is x 100 (± rounding on a
    // phone, where the canvas is drawn smaller than its 400 units).
    await expect(consoleText(page)).toContainText("点在");
    const [, x, y] = (await consoleText(page).textContent())?.match(/点在 (-?[\d.]+) (-?[\d.]+)/) ?? [];
    expect(Math.abs(Number(x) - 100)).toBeLessThanOrEqual(3);
    expect(Math.abs(Number(y))).toBeLessThanOrEqual(3);
    await page.getByRole("button", { name: "停止" }).click();
    await expect(consoleText(page)).toContainText("程序已停止");
    await expect(page.getByTestId("runner-status")).toHaveText("准备好了");
  });

  test("a print flood keeps the page responsive and the console capped", async () => {
    await typeCode(page, "i = 0\nwhile True:\n    print(i)\n    i += 1\n");
    await run(page);
    await expect(consoleText(page)).toContainText("1000");
    // The page keeps answering while the flood goes on: typing reaches a field (a console rendered
    // through React state would freeze the page for seconds). The timer delays are printed for
    // reading, not judged (the machine's load decides them; the budget lives in the bench).
    const title = page.getByLabel("作品名称");
    await title.fill("输出再多也能打字", { timeout: 10_000 });
    await expect(title).toHaveValue("输出再多也能打字");
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
    const size = await consoleText(page).evaluate((node) => node.textContent?.length ?? 0);
    expect(size).toBeLessThan(40_000);
    await page.getByRole("button", { name: "停止" }).click();
    await expect(page.getByTestId("runner-status")).toHaveText("准备好了", { timeout: 15_000 });
  });

  test("keeps Python for the next visit: the service worker answers, from our origin only", async () => {
    // The first visit loaded Pyodide before the service worker controlled the page; the studio
    // asks it to keep the files, and the worker stores Python's memory snapshot.
    const stored = (name: string) =>
      page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).length, name);
    await expect.poll(() => stored("qisi-vendor"), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    await expect.poll(() => stored("pyodide-snapshots"), { timeout: 30_000 }).toBe(1);
    const fromWorker: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/pyodide/") && response.fromServiceWorker())
        fromWorker.push(response.url());
    });
    await openStudio(page);
    expect(fromWorker.some((url) => url.endsWith("pyodide.asm.wasm"))).toBe(true);
    await typeCode(page, 'print("又见面了")\n');
    await run(page);
    await expect(consoleText(page)).toHaveText("又见面了\n");
    expect(foreign).toEqual([]);
  });

  test("a restored Python still picks new random numbers on every visit", async () => {
    // Both visits restore the same memory snapshot, taken after Pyodide had seeded `random`.
    const pick = async () => {
      await typeCode(page, "import random\nprint(random.randint(1, 10 ** 12))\n");
      await run(page);
      await expect(consoleText(page)).toHaveText(/^\d+\n$/);
      return consoleText(page).textContent();
    };
    const first = await pick();
    await openStudio(page);
    expect(await pick()).not.toBe(first);
  });
});

// Where the page is not isolated (an old browser, a partner frame without the permission), input()
// suspends through JSPI and Stop replaces the worker with a standby one.
test.describe("the Python studio when not cross-origin isolated", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    // A cold Python start (the hook's default 30 s is short on a busy 2-core machine).
    testInfo.setTimeout(120_000);
    // Without the service worker every request passes page.route, which drops the page's COEP.
    const shared = await sharedContext(browser, testInfo, { serviceWorkers: "block" });
    context = shared.context;
    page = await context.newPage();
    await page.route("**/studio/python/**", async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["cross-origin-embedder-policy"];
      await route.fulfill({ response, headers });
    });
    await openStudio(page);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
  });
  test.afterAll(async () => {
    await context.close();
  });

  test("input() round trip", async () => {
    await typeCode(page, 'name = input("你叫什么名字？")\nprint("你好，" + name)\n');
    await run(page);
    const answer = page.getByLabel("你叫什么名字？");
    await expect(answer).toBeFocused();
    await answer.fill("小明");
    await answer.press("Enter");
    await expect(consoleText(page)).toContainText("你好，小明");
  });

  test("stops an infinite loop and runs again", async () => {
    await typeCode(page, "n = 0\nwhile True:\n    n += 1\n");
    await run(page);
    await expect(page.getByTestId("runner-status")).toHaveText("程序运行中…");
    await page.getByRole("button", { name: "停止" }).click();
    await expect(consoleText(page)).toContainText("程序已停止");
    await typeCode(page, 'print("again")\n');
    await run(page);
    await expect(consoleText(page)).toHaveText("again\n", { timeout: 30_000 });
  });
});
