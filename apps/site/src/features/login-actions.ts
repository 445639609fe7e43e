import {
  type CaptchaSolution,
  isApiError,
  isNetworkError,
  type SignInErrorCode,
  type SmsChallenge,
  signInErrorCodes,
} from "@qisi/api";
import type {
  CaptchaFailureReason,
  LoginFailure,
  LoginFailureReason,
  RequestCodeResult,
  VerifyResult,
} from "@qisi/ui";
import { api } from "../state/api";

/**
 * The login form's reasons are the contract's sign-in error codes plus the two answerless ones (the
 * ui package cannot import the contract, so the lists meet here): this fails to compile when they differ.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<LoginFailureReason, SignInErrorCode | "network" | "server_unreachable">;

const reasons: ReadonlySet<string> = new Set(signInErrorCodes);

/** Maps an API failure onto LoginForm's reasons (they share the contract's error codes). */
export function toLoginFailure(error: unknown, fallback: LoginFailureReason = "network"): LoginFailure {
  // No answer while online: the server is down or refuses this page's origin (a partner's CORS setup).
  if (isNetworkError(error)) return { ok: false, reason: error.offline ? "network" : "server_unreachable" };
  if (!isApiError(error)) return { ok: false, reason: "network" };
  const code = error.code as LoginFailureReason | undefined;
  const reason: LoginFailureReason =
    code && reasons.has(code)
      ? code
      : error.status === 429
        ? "rate_limited"
        : // No answer in time, or the server failed: the connection's fault, never the code's.
          error.status === 408 || error.status >= 500
          ? "network"
          : fallback;
  return error.retryAfter ? { ok: false, reason, retryAfter: error.retryAfter } : { ok: false, reason };
}

/** Why the captcha widget could not even fetch its challenge; the verification's own failure otherwise. */
export function captchaFailureOf(error: unknown): CaptchaFailureReason {
  const { reason } = toLoginFailure(error, "captcha_failed");
  return reason === "network" || reason === "server_unreachable" || reason === "rate_limited"
    ? reason
    : "captcha_failed";
}

/**
 * Sends the code. The signed SMS challenge goes back to the form, which keeps it until the learner
 * verifies, so nothing about a half-finished sign-in lives in this module.
 */
export async function requestLoginCode(
  phone: string,
  proof: CaptchaSolution | null,
): Promise<RequestCodeResult<SmsChallenge>> {
  if (!proof) return { ok: false, reason: "captcha_failed" };
  try {
    const challenge = await api.requestSmsCode(phone, proof);
    return { ok: true, challenge, resendAfter: challenge.resendAfter };
  } catch (error) {
    return toLoginFailure(error, "sms_failed");
  }
}

export async function verifyLoginCode(
  phone: string,
  code: string,
  challenge: SmsChallenge,
): Promise<VerifyResult> {
  try {
    await api.loginSignup(phone, challenge, code);
    return { ok: true };
  } catch (error) {
    return toLoginFailure(error, "code_wrong");
  }
}

/** Only same-site paths are followed after sign-in, so `from` cannot send anyone elsewhere. */
export function safeReturnPath(from: string | null): string {
  if (!from?.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return "/dashboard";
  if (from === "/login" || from.startsWith("/login?")) return "/dashboard";
  return from;
}

/** SPEC §4: `/login?from=<full path>` plus any extra query. */
export function loginHrefFor(fullPath: string, extra: Record<string, string> = {}): string {
  return `/login?${new URLSearchParams({ from: fullPath, ...extra })}`;
}
