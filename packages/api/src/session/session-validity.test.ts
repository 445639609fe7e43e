import { describe, expect, it } from "vitest";
import { farFutureExpirySeconds, isSessionValid } from "./session-validity.ts";

const now = 1_800_000_000;

describe("isSessionValid", () => {
  it("needs sub and token", () => {
    expect(isSessionValid({ sub: "1", token: "t", exp: now + 60 }, now)).toBe(true);
    expect(isSessionValid({ sub: "", token: "t", exp: now + 60 }, now)).toBe(false);
    expect(isSessionValid({ sub: "1", token: "", exp: now + 60 }, now)).toBe(false);
    expect(isSessionValid(null, now)).toBe(false);
    expect(isSessionValid(undefined, now)).toBe(false);
  });

  it("needs the expiry in the future", () => {
    expect(isSessionValid({ sub: "1", token: "t", exp: now }, now)).toBe(false);
    expect(isSessionValid({ sub: "1", token: "t", exp: now - 1 }, now)).toBe(false);
  });

  it("treats an absent expiry as far in the future", () => {
    expect(isSessionValid({ sub: "1", token: "t" }, now)).toBe(true);
    expect(isSessionValid({ sub: "1", token: "t" }, farFutureExpirySeconds - 1)).toBe(true);
  });

  it("defaults to the current time", () => {
    expect(isSessionValid({ sub: "1", token: "t", exp: Date.now() / 1000 + 60 })).toBe(true);
    expect(isSessionValid({ sub: "1", token: "t", exp: Date.now() / 1000 - 60 })).toBe(false);
  });
});
