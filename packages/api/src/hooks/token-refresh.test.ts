import { type BeforeRetryState, HTTPError, type NormalizedOptions } from "ky";
import { describe, expect, it } from "vitest";
import type { TokenRefresher } from "../session/token-refresher.ts";
import { callContext, newCallState } from "../transport/call-state.ts";
import { refreshExpiredToken } from "./token-refresh.ts";

function expired(status = 401, data: unknown = { message: "Token expired." }) {
  const error = new HTTPError(
    new Response(null, { status }),
    new Request("http://127.0.0.1/api/x"),
    {} as never,
  );
  error.data = data;
  return error;
}

function setUp(answer: boolean) {
  const session = { token: "stale" };
  const refresher: TokenRefresher & { runs: number } = {
    runs: 0,
    async refresh() {
      this.runs++;
      if (answer) session.token = "fresh";
      return answer;
    },
  };
  const call = newCallState("GET", "session");
  const state = (error: Error, sentWith = "stale") =>
    ({
      request: new Request("http://127.0.0.1/api/x", { headers: { authorization: `Bearer ${sentWith}` } }),
      options: { context: callContext(call) } as unknown as NormalizedOptions,
      error,
      retryCount: 1,
    }) as BeforeRetryState;
  return { hook: refreshExpiredToken(refresher, () => session.token), refresher, call, state, session };
}

describe("refreshExpiredToken", () => {
  it("refreshes when the call's token is the current one, and marks the call refreshed", async () => {
    const { hook, refresher, call, state, session } = setUp(true);
    await hook(state(expired()));
    expect(refresher.runs).toBe(1);
    expect(call.refreshed).toBe(true);
    expect(session.token).toBe("fresh");
  });

  it("skips the refresh when someone else's refresh already replaced the call's token", async () => {
    const { hook, refresher, state } = setUp(true);
    await hook(state(expired(), "older-than-stale"));
    expect(refresher.runs).toBe(0);
  });

  it("rethrows the original error when the refresh fails", async () => {
    const { hook, state } = setUp(false);
    const original = expired();
    await expect(hook(state(original))).rejects.toBe(original);
  });

  it("ignores every other error", async () => {
    const { hook, refresher, state } = setUp(true);
    await hook(state(expired(401, { message: "Unauthorized" })));
    await hook(state(expired(408, { message: "Token expired." })));
    expect(refresher.runs).toBe(0);
  });
});
