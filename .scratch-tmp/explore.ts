import { chromium } from "playwright";
import { chromiumLaunchOptions } from "../tests/support/chromium.ts";
import { startProductServer } from "../tests/support/product-server.ts";

const server = await startProductServer();
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const origin = new URL(server.url).origin;
page.on("request", (r) => { if (!r.url().startsWith(origin) && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) console.log("OUTSIDE", r.url()); });
page.on("response", (r) => { if (r.status() >= 400) console.log("HTTP", r.status(), r.url()); });
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log("CONSOLE", m.type(), m.text().slice(0, 300)); });
page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
const t0 = Date.now();
await page.goto(`${server.url}/studio/scratch/editor`);
const frame = page.frameLocator('[data-testid="scratch-frame"]');
try {
  await frame.locator(".blocklyWorkspace").first().waitFor({ timeout: 30000 });
  await page.waitForFunction(() => {
    const f = document.querySelector("iframe") as HTMLIFrameElement;
    return (f?.contentWindow as any)?.qisiScratch?.ready;
  }, null, { timeout: 30000 });
  console.log("ready in", Date.now() - t0);
} catch (e) { console.log("not ready", String(e).slice(0, 300)); }
await page.waitForTimeout(1500);
await page.screenshot({ path: "/tmp/scratch-explore/editor.png" });
console.log(await page.locator('[data-testid="save-state"]').textContent());
const f = page.frames().find((x) => x.url().includes("frame.html"));
if (f) {
  console.log(await f.evaluate(() => (window as any).qisiScratch?.vm.runtime.targets.map((t: any) => t.sprite.name)));
  // open sprite library
  const html = await f.evaluate(() => Array.from(document.querySelectorAll("[class*='menu-bar_menu-bar-item']")).map((e) => e.className + " :: " + (e as HTMLElement).innerText.slice(0, 30)).join("\n"));
  console.log(html);
}
await browser.close();
await server.close();
