import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "../support/site.ts";

test.describe("embedding the Python studio", { tag: "@any-viewport" }, () => {
  test.describe.configure({ timeout: 90_000 });
  let partnerServer: Server | null = null;
  test.afterEach(async () => {
    await new Promise<void>((resolve) => (partnerServer ? partnerServer.close(() => resolve()) : resolve()));
    partnerServer = null;
  });

  test("a partner page loads code, runs it and reads the result over the versioned protocol", async ({
    page,
    baseURL,
  }) => {
    const frameOrigin = new URL(baseURL ?? "").origin;
    // A real partner server on another local port (Chromium blocks a public page framing a local one).
    const server = createServer((_request, response) => {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end(hostPage);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const partner = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const frameUrl = `${baseURL}/embed/python/new?origin=${encodeURIComponent(partner)}`;
    const hostPage = `<!doctype html><title>partner</title><iframe id="studio" src="${frameUrl}" width="900" height="600"></iframe>
<script>
  window.messages = [];
  addEventListener("message", (event) => {
    if (event.origin !== ${JSON.stringify(frameOrigin)}) return;
    window.messages.push(event.data);
  });
  window.send = (body) => document.getElementById("studio").contentWindow.postMessage(
    { protocol: "qisi-studio", version: 1, ...body }, ${JSON.stringify(frameOrigin)});
</script>`;
    partnerServer = server;
    await page.goto(`${partner}/partner-host.html`);
    const messages = () =>
      page.evaluate(() => (window as unknown as { messages: { type: string }[] }).messages);
    await expect
      .poll(messages, { timeout: 20_000 })
      .toContainEqual(expect.objectContaining({ type: "ready", kind: "python" }));
    const frame = page.frameLocator("#studio");
    await expect(frame.getByTestId("runner-status")).toHaveText("准备好了", { timeout: 30_000 });

    await page.evaluate(() => {
      const send = (window as unknown as { send: (body: object) => void }).send;
      send({ type: "load", code: "print(6 * 7)\n" });
      send({ type: "version-2-message" });
      send({ type: "run" });
    });
    await expect.poll(messages, { timeout: 20_000 }).toContainEqual({
      protocol: "qisi-studio",
      version: 1,
      type: "run-finished",
      outcome: "ok",
      output: "42\n",
    });

    await page.evaluate(() =>
      (window as unknown as { send: (body: object) => void }).send({ type: "get-code", requestId: "r1" }),
    );
    await expect
      .poll(messages)
      .toContainEqual(expect.objectContaining({ type: "code", requestId: "r1", code: "print(6 * 7)\n" }));
  });
});
