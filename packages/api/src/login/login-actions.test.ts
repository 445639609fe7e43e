import { describe, expect, it } from "vitest";
import type { SmsChallenge } from "../contract/index.ts";
import { ApiError } from "../errors/api-error.ts";
import { ApiNetworkError } from "../errors/network-error.ts";
import { captchaFailureOf, loginActions, toLoginFailure } from "./login-actions.ts";

describe("the sign-in steps for @qisi/ui's login form", () => {
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

  const challenge = { resendAfter: 60 } as unknown as SmsChallenge;
  const session = { id: 7 } as never;
  const proof = { algorithm: "SHA-256" as const, challenge: "c", number: 1, salt: "s", signature: "x" };

  it("sends the code with the captcha's proof, and hands the challenge back to the form", async () => {
    const sent: string[] = [];
    const actions = loginActions({
      requestSmsCode: async (phone) => {
        sent.push(phone);
        return challenge;
      },
      loginSignup: async () => session,
    });
    expect(await actions.requestCode("13800000000", null)).toEqual({ ok: false, reason: "captcha_failed" });
    expect(sent).toEqual([]);
    expect(await actions.requestCode("13800000000", proof)).toEqual({ ok: true, challenge, resendAfter: 60 });
    expect(sent).toEqual(["13800000000"]);
  });

  it("answers a failed step with the form's reason instead of throwing", async () => {
    const limited = new ApiError({ status: 429, message: "slow down", url: "/api/accounts/chal/sms" });
    const wrong = new ApiError({ status: 400, message: "x", url: "/api/accounts/login_signup", body: {} });
    const actions = loginActions({
      requestSmsCode: async () => {
        throw limited;
      },
      loginSignup: async () => {
        throw wrong;
      },
    });
    expect(await actions.requestCode("13800000000", proof)).toMatchObject({
      ok: false,
      reason: "rate_limited",
    });
    // An answer without a known code, at the code step: the code was wrong.
    expect(await actions.verify("13800000000", "123456", challenge)).toEqual({
      ok: false,
      reason: "code_wrong",
    });
  });
});
