import { HTTPError, NetworkError, TimeoutError } from "ky";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { toApiError } from "./to-api-error.ts";

const request = new Request("http://127.0.0.1/api/r/x");

function httpError(status: number, data: unknown) {
  const error = new HTTPError(new Response(null, { status }), request, {} as never);
  error.data = data;
  return error;
}

describe("toApiError", () => {
  it("passes an ApiError through unchanged", () => {
    const original = new ApiError({ status: 401, message: "Token expired.", url: "u" });
    expect(toApiError(original, "other")).toBe(original);
  });

  it("maps the client's timeout to 408 Request timeout.", () => {
    expect(toApiError(new TimeoutError(request), "r/x")).toMatchObject({
      status: 408,
      message: "Request timeout.",
    });
  });

  it("maps an HTTP error to its status and body", () => {
    const mapped = toApiError(
      httpError(409, { message: "Conflict", code: "conflict", detail: "已被修改" }),
      "r/x",
    );
    expect(mapped).toMatchObject({ status: 409, message: "Conflict", code: "conflict", detail: "已被修改" });
    expect(mapped.url).toBe("http://127.0.0.1/api/r/x");
  });

  it("falls back to the library's wording without a message", () => {
    expect(toApiError(httpError(500, undefined), "r/x").message).toBe("Request failed with status code 500");
  });

  it("maps network failures and anything else to 600", () => {
    expect(
      toApiError(new NetworkError(request, { cause: new TypeError("fetch failed") }), "r/x").status,
    ).toBe(600);
    expect(toApiError(new TypeError("Failed to parse URL"), "r/x")).toMatchObject({
      status: 600,
      url: "r/x",
    });
    expect(toApiError("weird", "r/x")).toMatchObject({ status: 600, message: "weird" });
  });
});
