import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/support/chromium.ts";
import { startProductServer } from "../tests/support/product-server.ts";
const server = await startProductServer();
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on("console", (m) => console.log("console:", m.type(), m.text().slice(0, 400)));
page.on("pageerror", (e) => console.log("pageerror:", e.message.slice(0, 400)));
await page.goto(server.url + (process.argv[2] ?? "/"));
await page.waitForTimeout(1500);
await page.locator('header a[href="/"]').first().click();
await page.waitForTimeout(1000);
const t0 = Date.now();
await page.evaluate(() => { history.pushState(null, "", "/articles/first-thinking-book#purchase"); dispatchEvent(new PopStateEvent("popstate")); });
for (let i = 0; i < 12; i++) { console.log(Date.now() - t0, await page.evaluate(() => [scrollY, !!document.getElementById("purchase")])); await page.waitForTimeout(80); }
console.log(await page.evaluate(() => [window.scrollY, document.getElementById("purchase")?.getBoundingClientRect().top, innerHeight]));
await browser.close();
await server.close();
