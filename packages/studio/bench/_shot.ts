import { chromium, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "../../../tests/support/chromium.ts";
import { startProductServer } from "../../../tests/support/product-server.ts";

const server = await startProductServer();
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({
  ...devices["Pixel 5"],
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 1,
  locale: "zh-CN",
});
await context.grantPermissions(["clipboard-read", "clipboard-write"]);
const page = await context.newPage();
await page.goto(`${server.url}/studio/python/new`);
await page.getByTestId("runner-status").filter({ hasText: "准备好了" }).waitFor({ timeout: 60000 });
await page.screenshot({ path: "/tmp/pyprof/m1.png" });
await page.getByTestId("code-editor").click();
await page.keyboard.press("ControlOrMeta+A");
await page.evaluate(() =>
  navigator.clipboard.writeText(
    'import turtle\nt = turtle.Turtle()\nt.speed(0)\nt.color("red")\nfor _ in range(4):\n    t.forward(100)\n    t.left(90)\nprint(x)\n',
  ),
);
await page.keyboard.press("ControlOrMeta+V");
await page.getByRole("button", { name: "运行" }).click();
await page.waitForTimeout(2000);
await page.screenshot({ path: "/tmp/pyprof/m2.png", fullPage: true });
console.log(
  await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]),
);
await browser.close();
await server.close();
