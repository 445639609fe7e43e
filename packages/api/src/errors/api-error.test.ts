import { describe, expect, it } from "vitest";
import { ApiError, isApiError } from "./api-error.ts";

describe("ApiError", () => {
  const error = new ApiError({
    status: 429,
    message: "Too many",
    url: "/api/accounts/chal/sms",
    body: { message: "Too many", detail: "请 1 分钟后重试", code: "rate_limited", retryAfter: 60 },
  });

  it("is an Error and an ApiError", () => {
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    expect(error.name).toBe("ApiError");
    expect(error.stack).toContain("ApiError");
  });

  it("takes detail, code and retryAfter from the body", () => {
    expect(error).toMatchObject({
      status: 429,
      detail: "请 1 分钟后重试",
      code: "rate_limited",
      retryAfter: 60,
    });
  });

  it("ignores body fields of the wrong type and non-object bodies", () => {
    const odd = new ApiError({
      status: 500,
      message: "x",
      url: "",
      body: { detail: 3, code: {}, retryAfter: "1" },
    });
    expect(odd).toMatchObject({ detail: undefined, code: undefined, retryAfter: undefined });
    expect(new ApiError({ status: 502, message: "x", url: "", body: "Bad gateway" }).detail).toBeUndefined();
  });

  it("is recognised across copies of the package (same brand, different class)", () => {
    const foreign = Object.assign(new Error("x"), { [Symbol.for("@qisi/api/ApiError")]: true, status: 500 });
    expect(foreign).toBeInstanceOf(ApiError);
    expect(new Error("plain")).not.toBeInstanceOf(ApiError);
    expect(null).not.toBeInstanceOf(ApiError);
  });

  it("keeps the ordinary prototype check for subclasses", () => {
    class SmsError extends ApiError {}
    expect(new SmsError({ status: 429, message: "", url: "" })).toBeInstanceOf(SmsError);
    expect(error).not.toBeInstanceOf(SmsError);
  });

  it("keeps the cause", () => {
    const cause = new TypeError("fetch failed");
    expect(new ApiError({ status: 600, message: "x", url: "", cause }).cause).toBe(cause);
  });
});
