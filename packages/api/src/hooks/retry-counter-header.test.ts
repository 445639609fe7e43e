import type { BeforeRetryState } from "ky";
import { expect, it } from "vitest";
import { markRetryAttempt, retryCounterHeader } from "./retry-counter-header.ts";

it("numbers each retry in X-RETRY", () => {
  const request = new Request("http://127.0.0.1/api/x", { headers: { [retryCounterHeader]: "0" } });
  for (const retryCount of [1, 2]) {
    markRetryAttempt({ request, retryCount } as BeforeRetryState);
    expect(request.headers.get("x-retry")).toBe(String(retryCount));
  }
});
