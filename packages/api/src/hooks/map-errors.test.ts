import { type BeforeErrorState, TimeoutError } from "ky";
import { expect, it } from "vitest";
import { ApiError } from "../errors/api-error.ts";
import { mapToApiError } from "./map-errors.ts";

it("turns what ky throws into an ApiError carrying the request's URL", async () => {
  const request = new Request("http://127.0.0.1/api/r/x");
  const mapped = await mapToApiError({
    request,
    error: new TimeoutError(request),
    retryCount: 2,
  } as unknown as BeforeErrorState);
  expect(mapped).toBeInstanceOf(ApiError);
  expect(mapped).toMatchObject({ status: 408, url: "http://127.0.0.1/api/r/x" });
});
