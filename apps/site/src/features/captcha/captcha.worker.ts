/// <reference lib="webworker" />
import type { CaptchaChallenge } from "@qisi/api";
import { solveChallenge } from "./solve";

/** Messages: in `{challenge}`; out `{type:"progress", fraction}` then `{type:"done", solution}` (null when unsolvable). */
self.onmessage = async (event: MessageEvent<{ challenge: CaptchaChallenge }>) => {
  try {
    const solution = await solveChallenge(event.data.challenge, (fraction) =>
      self.postMessage({ type: "progress", fraction }),
    );
    self.postMessage({ type: "done", solution });
  } catch {
    self.postMessage({ type: "done", solution: null });
  }
};
