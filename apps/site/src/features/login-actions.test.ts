import { ApiError, ApiNetworkError } from "@qisi/api";
import { describe, expect, it } from "vitest";
import { captchaFailureOf, loginHrefFor, safeReturnPath, toLoginFailure } from "./login-actions";

describe("sign-in helpers", () => {
  it("follows only same-site return paths", () => {
    expect(safeReturnPath("/class/a?x=1")).toBe("/class/a?x=1");
    expect(safeReturnPath("https://evil.example/")).toBe("/dashboard");
    expect(safeReturnPath("//evil.example/")).toBe("/dashboard");
    expect(safeReturnPath(null)).toBe("/dashboard");
    expect(safeReturnPath("/login?from=/x")).toBe("/dashboard");
  });

  it("builds the login address with from and any extra query", () => {
    expect(loginHrefFor("/dashboard/projects?p=2")).toBe("/login?from=%2Fdashboard%2Fprojects%3Fp%3D2");
    expect(loginHrefFor("/app/x", { buy: "pkg" })).toBe("/login?from=%2Fapp%2Fx&buy=pkg");
  });

  it("maps API error codes onto the form's reasons", () => {
    expect(toLoginFailure(new Error("boom"))).toEqual({ ok: false, reason: "network" });
    const wrong = new ApiError({
      status: 400,
      message: "wrong",
      url: "/api/x",
      body: { code: "code_wrong" },
    });
    expect(toLoginFailure(wrong).reason).toBe("code_wrong");
  });

  it("tells no connection while offline from a server that does not answer while online", () => {
    const cause = new TypeError("Failed to fetch");
    const offline = new ApiNetworkError({ url: "/api/accounts/chal", cause, offline: true });
    const unreachable = new ApiNetworkError({ url: "/api/accounts/chal", cause, offline: false });
    expect(toLoginFailure(offline).reason).toBe("network");
    expect(toLoginFailure(unreachable, "code_wrong").reason).toBe("server_unreachable");
    expect(captchaFailureOf(unreachable)).toBe("server_unreachable");
    // The server answered (here: the challenge call was refused): the verification failed, not the connection.
    const refused = new ApiError({ status: 400, message: "bad", url: "/api/accounts/chal" });
    expect(captchaFailureOf(refused)).toBe("captcha_failed");
  });

  it("never blames the child's code for a timeout or a server error", () => {
    for (const status of [408, 500, 503]) {
      const failed = new ApiError({ status, message: "no", url: "/api/accounts/login_signup" });
      expect(toLoginFailure(failed, "code_wrong").reason, String(status)).toBe("network");
    }
  });
});
