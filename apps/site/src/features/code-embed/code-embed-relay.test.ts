import { envelope, type HostMessage } from "@qisi/studio";
import { describe, expect, it, vi } from "vitest";
import { type CodeStudioControls, codeEmbedRelay } from "./code-embed-relay";

function setUp(runResult: unknown = { outcome: "ok" }) {
  const sent: object[] = [];
  let code = "print(1)\n";
  const studio: CodeStudioControls = {
    setCode: (next) => {
      code = next;
    },
    currentCode: () => code,
    run: vi.fn(async () => runResult),
    stop: vi.fn(async () => {}),
  };
  const relay = codeEmbedRelay({ send: (message) => sent.push(message) }, () => studio);
  const receive = (body: object) => relay.receive(envelope(body as never) as HostMessage);
  return { sent, studio, relay, receive };
}

describe("a code embed's answers to its partner (issue 23)", () => {
  it("ends a run the partner asked for with a run-finished carrying the run's requestId", async () => {
    const { sent, relay, receive } = setUp();
    receive({ type: "run", requestId: "run-1" });
    relay.runFinished("ok", "42\n");
    expect(sent).toEqual([{ type: "run-finished", outcome: "ok", output: "42\n", requestId: "run-1" }]);
  });

  it("ends the child's own run (运行) and a run without a requestId without one", async () => {
    const { sent, relay, receive } = setUp();
    relay.runFinished("error", "");
    receive({ type: "run" });
    relay.runFinished("stopped", "");
    expect(sent).toEqual([
      { type: "run-finished", outcome: "error", output: "" },
      { type: "run-finished", outcome: "stopped", output: "" },
    ]);
  });

  it("answers a refused run with an error of the same requestId, not with silence", async () => {
    const { sent, receive } = setUp(null);
    receive({ type: "run", requestId: "run-2" });
    await vi.waitFor(() =>
      expect(sent).toEqual([{ type: "error", message: "run-refused", requestId: "run-2" }]),
    );
  });

  it("answers a stop with a requestId once the program has stopped", async () => {
    const { sent, studio, receive } = setUp();
    receive({ type: "stop", requestId: "stop-1" });
    receive({ type: "stop" });
    await vi.waitFor(() => expect(sent).toEqual([{ type: "stopped", requestId: "stop-1" }]));
    expect(studio.stop).toHaveBeenCalledTimes(2);
  });

  it("answers a stop at the stopped run's end, before the studio's stop() has resolved", async () => {
    const { sent, studio, relay, receive } = setUp();
    // Python's stop() resolves only when a fresh worker is ready; the partner should not wait for it.
    studio.stop = vi.fn(() => new Promise<void>(() => {}));
    receive({ type: "run", requestId: "run-2" });
    receive({ type: "stop", requestId: "stop-1" });
    relay.runFinished("stopped", "");
    expect(sent).toEqual([
      { type: "run-finished", outcome: "stopped", output: "", requestId: "run-2" },
      { type: "stopped", requestId: "stop-1" },
    ]);
  });

  it("loads code and answers get-code with the code in the editor and the same requestId", () => {
    const { sent, receive } = setUp();
    receive({ type: "load", code: "print(2)\n" });
    receive({ type: "get-code", requestId: "c1" });
    expect(sent).toEqual([{ type: "code", requestId: "c1", code: "print(2)\n" }]);
  });
});
