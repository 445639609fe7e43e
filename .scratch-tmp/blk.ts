import { chromium } from "playwright";
import { chromiumLaunchOptions } from "../tests/support/chromium.ts";
import { startProductServer } from "../tests/support/product-server.ts";
const server = await startProductServer();
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${server.url}/studio/scratch/editor`);
await page.waitForFunction(() => ((document.querySelector("iframe") as HTMLIFrameElement)?.contentWindow as any)?.qisiScratch?.ready, null, { timeout: 60000 });
const f = page.frames().find((x) => x.url().includes("frame.html"))!;
await page.waitForTimeout(800);
console.log(await f.evaluate(() => [typeof (window as any).Blockly, typeof (window as any).ScratchBlocks, !!(window as any).Blockly?.getMainWorkspace]));
console.log(await f.evaluate(() => {
  const B = (window as any).Blockly ?? (window as any).ScratchBlocks;
  const ws = B.getMainWorkspace();
  const dom = B.Xml.textToDom('<xml><block type="motion_movesteps" x="120" y="120"><value name="STEPS"><shadow type="math_number"><field name="NUM">10</field></shadow></value></block></xml>');
  B.Xml.domToWorkspace(dom, ws);
  return new Promise((r) => setTimeout(() => r(Object.keys((window as any).qisiScratch.vm.editingTarget.blocks._blocks).length), 300));
}));
await browser.close(); await server.close();
