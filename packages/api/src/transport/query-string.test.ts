import { describe, expect, it } from "vitest";
import { queryString, segment } from "./query-string.ts";

describe("queryString", () => {
  it("leaves out null and undefined (SPEC: omitted when null)", () => {
    expect(queryString({ wxcode: "abc", wxopenId: null, to: undefined })).toBe("?wxcode=abc");
    expect(queryString({ a: null })).toBe("");
    expect(queryString(undefined)).toBe("");
  });

  it("repeats the key for arrays", () => {
    expect(queryString({ project: ["a", "b"] })).toBe("?project=a&project=b");
  });

  it("encodes values", () => {
    expect(queryString({ to: "/class/1?x=启" })).toBe("?to=%2Fclass%2F1%3Fx%3D%E5%90%AF");
    expect(queryString({ delay: 10, flag: false })).toBe("?delay=10&flag=false");
  });
});

describe("segment", () => {
  it("keeps an id inside one path segment", () => {
    expect(segment("a/b?c")).toBe("a%2Fb%3Fc");
    expect(segment(12)).toBe("12");
  });
});
