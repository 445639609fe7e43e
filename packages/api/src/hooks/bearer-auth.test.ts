import type { NormalizedOptions } from "ky";
import { describe, expect, it } from "vitest";
import { type AuthMode, callContext, newCallState } from "../transport/call-state.ts";
import { bearerFromSession, bearerOf } from "./bearer-auth.ts";

const optionsFor = (auth: AuthMode) =>
  ({ context: callContext(newCallState("GET", auth)) }) as unknown as NormalizedOptions;
const requestWith = (authorization?: string) =>
  new Request("http://127.0.0.1/api/x", authorization ? { headers: { authorization } } : {});

describe("bearerFromSession", () => {
  it("puts the session's current token on session calls", () => {
    let token = "one";
    const hook = bearerFromSession(() => token);
    const request = requestWith();
    hook({ request, options: optionsFor("session") });
    expect(request.headers.get("authorization")).toBe("Bearer one");
    token = "two";
    hook({ request, options: optionsFor("session") });
    expect(bearerOf(request)).toBe("two");
  });

  it("removes a stale bearer when the session has no token any more", () => {
    const request = requestWith("Bearer old");
    bearerFromSession(() => "")({ request, options: optionsFor("session") });
    expect(request.headers.has("authorization")).toBe(false);
  });

  it("leaves explicit bearers and anonymous calls alone", () => {
    const explicit = requestWith("Bearer eyJjaGFsbGVuZ2UiOjF9");
    bearerFromSession(() => "session")({ request: explicit, options: optionsFor("explicit") });
    expect(bearerOf(explicit)).toBe("eyJjaGFsbGVuZ2UiOjF9");
    const anonymous = requestWith();
    bearerFromSession(() => "session")({ request: anonymous, options: optionsFor("none") });
    expect(anonymous.headers.has("authorization")).toBe(false);
  });
});

describe("bearerOf", () => {
  it("reads the token of a bearer header, or empty", () => {
    expect(bearerOf(requestWith("Bearer abc"))).toBe("abc");
    expect(bearerOf(requestWith("Basic abc"))).toBe("");
    expect(bearerOf(requestWith())).toBe("");
  });
});
