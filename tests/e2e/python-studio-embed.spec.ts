import { expect, test } from "../support/site.ts";

test.describe("embedding the Python studio", () => {
  test.describe.configure({ timeout: 90_000 });
  // The partner server from tests/global-setup.ts, whose origin the product lists in EMBED_ORIGINS.
  const partner = process.env.QISI_PARTNER_URL ?? "";
  const frameUrlOn = (baseURL: string | undefined) =>
    `${baseURL}/embed/python/new?origin=${encodeURIComponent(partner)}`;

  test("a partner page loads code, runs it and reads the result over the versioned protocol", async ({
    page,
    baseURL,
  }) => {
    const frameUrl = frameUrlOn(baseURL);
    await page.goto(`${partner}/host.html?src=${encodeURIComponent(frameUrl)}`);
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

  test("run and stop with a requestId are answered with the same requestId (issue 23)", async ({
    page,
    baseURL,
  }) => {
    // Pyodide's start on a busy 2-core machine can take most of a minute; a run sent before it is
    // ready waits for it.
    test.setTimeout(150_000);
    await page.goto(`${partner}/host.html?src=${encodeURIComponent(frameUrlOn(baseURL))}`);
    const messages = () =>
      page.evaluate(() => (window as unknown as { messages: { type: string }[] }).messages);
    const send = (body: object) =>
      page.evaluate((message) => (window as unknown as { send: (b: object) => void }).send(message), body);
    await expect
      .poll(messages, { timeout: 30_000 })
      .toContainEqual(expect.objectContaining({ type: "ready", kind: "python" }));

    await send({ type: "load", code: "print(6 * 7)\n" });
    await send({ type: "run", requestId: "run-1" });
    await expect.poll(messages, { timeout: 90_000 }).toContainEqual({
      protocol: "qisi-studio",
      version: 1,
      type: "run-finished",
      outcome: "ok",
      output: "42\n",
      requestId: "run-1",
    });

    await send({ type: "load", code: "while True:\n    pass\n" });
    await send({ type: "run", requestId: "run-2" });
    await expect(page.frameLocator("#studio").getByRole("button", { name: "停止" })).toBeEnabled();
    await send({ type: "stop", requestId: "stop-1" });
    await expect
      .poll(messages, { timeout: 20_000 })
      .toContainEqual({ protocol: "qisi-studio", version: 1, type: "stopped", requestId: "stop-1" });
    await expect
      .poll(messages, { timeout: 20_000 })
      .toContainEqual(
        expect.objectContaining({ type: "run-finished", outcome: "stopped", requestId: "run-2" }),
      );
  });

  test("code a partner loads the moment the studio is ready shows in the editor (issue 23)", async ({
    page,
    baseURL,
  }) => {
    const frameUrl = frameUrlOn(baseURL);
    const code = 'print("load-on-ready")\n';
    // As a partner writes it: answer `ready` with `load` in the same task, before Monaco has arrived.
    await page.addInitScript((loaded) => {
      if (window.top !== window) return;
      addEventListener("message", (event) => {
        if (event.data?.protocol !== "qisi-studio" || event.data.type !== "ready") return;
        (event.source as Window).postMessage(
          { protocol: "qisi-studio", version: 1, type: "load", code: loaded },
          event.origin,
        );
      });
    }, code);
    await page.goto(`${partner}/host.html?src=${encodeURIComponent(frameUrl)}`);
    const messages = () =>
      page.evaluate(() => (window as unknown as { messages: { type: string }[] }).messages);
    await expect
      .poll(messages, { timeout: 20_000 })
      .toContainEqual(expect.objectContaining({ type: "ready", kind: "python" }));

    const editor = page.frameLocator("#studio").getByTestId("code-editor");
    await expect(editor).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    await expect(editor).toContainText('print("load-on-ready")');

    await page.evaluate(() =>
      (window as unknown as { send: (body: object) => void }).send({
        type: "get-code",
        requestId: "on-ready-1",
      }),
    );
    await expect.poll(messages).toContainEqual({
      protocol: "qisi-studio",
      version: 1,
      type: "code",
      requestId: "on-ready-1",
      code,
    });
  });
});
