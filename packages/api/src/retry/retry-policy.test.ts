import { HTTPError, NetworkError, TimeoutError } from "ky";
import { describe, expect, it } from "vitest";
import { newCallState } from "../transport/call-state.ts";
import {
  backoffDelay,
  decideRetry,
  libraryRetryMethods,
  libraryRetryStatusCodes,
  maxRetries,
  retryOptionsFor,
} from "./retry-policy.ts";

const request = new Request("http://127.0.0.1/api/r/x");
function httpError(status: number, data?: unknown) {
  const error = new HTTPError(new Response(null, { status }), request, {} as never);
  error.data = data;
  return error;
}
const tokenExpired = () => httpError(401, { message: "Token expired." });

describe("the library defaults the client keeps (SPEC §7)", () => {
  it("has 2 retries, 0.3 s doubling, and ky's methods and statuses", () => {
    expect(maxRetries).toBe(2);
    expect([backoffDelay(1), backoffDelay(2)]).toEqual([300, 600]);
    expect(libraryRetryMethods).toEqual(["GET", "PUT", "HEAD", "DELETE", "OPTIONS", "TRACE"]);
    expect(libraryRetryStatusCodes).toEqual([408, 413, 429, 500, 502, 503, 504]);
  });
});

describe("decideRetry", () => {
  const get = newCallState("GET", "session");
  const post = newCallState("POST", "session");

  it("retries Token expired at once, any method, once per call, only with the session's token", () => {
    expect(decideRetry(tokenExpired(), post)).toBe("retry-now");
    expect(decideRetry(httpError(401, { code: "token_expired" }), get)).toBe("retry-now");
    expect(decideRetry(tokenExpired(), { ...get, refreshed: true })).toBe("stop");
    expect(decideRetry(tokenExpired(), newCallState("POST", "explicit"))).toBe("stop");
    expect(decideRetry(tokenExpired(), newCallState("GET", "none"))).toBe("stop");
  });

  it("does not treat other 401s as an expired token", () => {
    expect(decideRetry(httpError(401, { message: "Unauthorized" }), get)).toBe("library-default");
    expect(decideRetry(httpError(401, "Token expired."), post)).toBe("stop");
  });

  it("retries 408 and the client's timeout after backoff, any method", () => {
    expect(decideRetry(httpError(408), post)).toBe("retry-after-backoff");
    expect(decideRetry(new TimeoutError(request), post)).toBe("retry-after-backoff");
  });

  it("leaves everything else to ky's defaults for idempotent methods, and stops for the others", () => {
    expect(decideRetry(httpError(503), get)).toBe("library-default");
    expect(decideRetry(new NetworkError(request), newCallState("PUT", "session"))).toBe("library-default");
    expect(decideRetry(httpError(503), post)).toBe("stop");
    expect(decideRetry(new NetworkError(request), newCallState("PATCH", "session"))).toBe("stop");
  });
});

describe("retryOptionsFor", () => {
  it("waits nothing before the retry after a refresh, and the backoff otherwise", async () => {
    const call = newCallState("GET", "session");
    const options = retryOptionsFor(call);
    expect(await options.shouldRetry?.({ error: tokenExpired(), retryCount: 1 })).toBe(true);
    expect(options.delay?.(1)).toBe(0);
    expect(await options.shouldRetry?.({ error: httpError(408), retryCount: 2 })).toBe(true);
    expect(options.delay?.(2)).toBe(600);
  });

  it("answers undefined where ky's own rules decide, false where the policy stops", async () => {
    const options = retryOptionsFor(newCallState("POST", "session"));
    expect(await options.shouldRetry?.({ error: httpError(500), retryCount: 1 })).toBe(false);
    const getOptions = retryOptionsFor(newCallState("GET", "session"));
    expect(await getOptions.shouldRetry?.({ error: httpError(500), retryCount: 1 })).toBeUndefined();
  });
});
