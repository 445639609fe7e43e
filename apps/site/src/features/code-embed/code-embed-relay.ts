import type { HostMessage, StudioChannel } from "@qisi/studio";

/** What the Python and C++ studios' handles offer the relay (both have these). */
export interface CodeStudioControls {
  setCode: (code: string) => void;
  currentCode: () => string;
  run: () => Promise<unknown>;
  stop: () => Promise<void>;
}

export interface CodeEmbedRelay {
  /** A partner's message, answered on the channel. */
  receive: (message: HostMessage) => void;
  /** The child edited the code. */
  codeChanged: (code: string) => void;
  /** A run ended (the partner's or the child's own 运行): tells the partner, with the `run`'s requestId. */
  runFinished: (outcome: "ok" | "error" | "stopped", output: string) => void;
}

/**
 * The Python and C++ embeds' side of the protocol (`/embed/python/…`, `/embed/cpp/…`): `load`,
 * `get-code`, `run` and `stop`, where `run` and `stop` may carry a `requestId` that their answers
 * repeat, so a partner can await them like `get-code` (issue 23). One program runs at a time, so one
 * pending `run` is enough; a `run` refused (the studio not ready yet) is answered by an `error` with
 * its requestId rather than never. `stopped` goes out once nothing runs (SPEC): at the stopped run's
 * own `run-finished`, not when the studio's `stop()` resolves, which for Python also waits for a
 * fresh Pyodide to be ready — most of a minute on a busy machine.
 */
export function codeEmbedRelay(
  channel: Pick<StudioChannel, "send">,
  studio: () => CodeStudioControls | null,
): CodeEmbedRelay {
  let pendingRun: string | undefined;
  // Stops with a requestId not answered yet; whichever comes first answers them: the run's end or
  // `stop()` resolving (nothing was running).
  let waitingStops: string[] = [];
  const answerStops = () => {
    for (const requestId of waitingStops) channel.send({ type: "stopped", requestId });
    waitingStops = [];
  };
  return {
    receive(message) {
      const handle = studio();
      if (!handle) return;
      if (message.type === "load" && "code" in message) handle.setCode(message.code);
      else if (message.type === "get-code")
        channel.send({ type: "code", requestId: message.requestId, code: handle.currentCode() });
      else if (message.type === "run") {
        const requestId = message.requestId;
        pendingRun = requestId;
        void handle.run().then((result) => {
          if (result !== null || requestId === undefined || pendingRun !== requestId) return;
          pendingRun = undefined;
          channel.send({ type: "error", message: "run-refused", requestId });
        });
      } else if (message.type === "stop") {
        if (message.requestId !== undefined) waitingStops.push(message.requestId);
        void handle.stop().then(answerStops);
      }
    },
    codeChanged(code) {
      channel.send({ type: "code-changed", code });
    },
    runFinished(outcome, output) {
      const requestId = pendingRun;
      pendingRun = undefined;
      channel.send({
        type: "run-finished",
        outcome,
        output,
        ...(requestId === undefined ? {} : { requestId }),
      });
      answerStops();
    },
  };
}
