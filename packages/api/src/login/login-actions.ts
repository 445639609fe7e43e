import { type SignInErrorCode, signInErrorCodes } from "../contract/constants.ts";
import type { CaptchaSolution, SessionResponse, SmsChallenge } from "../contract/index.ts";
import { isApiError } from "../errors/api-error.ts";
import { isNetworkError } from "../errors/network-error.ts";

/**
 * Why a sign-in step failed: the contract's sign-in error codes, plus the two without an answer —
 * `network` (offline, no answer in time, or the server failed) and `server_unreachable` (online,
 * but the server did not answer this page: it is down, or refuses this page's origin, as a
 * partner's CORS set-up does). `@qisi/ui`'s LoginForm shows each in Chinese.
 */
export type LoginFailureReason = SignInErrorCode | "network" | "server_unreachable";
export type LoginFailure = { ok: false; reason: LoginFailureReason; retryAfter?: number };
/** Why the captcha widget could not give a proof. */
export type CaptchaFailureReason = "captcha_failed" | "network" | "server_unreachable" | "rate_limited";

const reasons: ReadonlySet<string> = new Set(signInErrorCodes);

/** Maps a failed call onto the sign-in form's reasons; `fallback` for an answer without a known code. */
export function toLoginFailure(error: unknown, fallback: LoginFailureReason = "network"): LoginFailure {
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

/** What the sign-in form's two steps need from a client. */
export interface LoginClient {
  requestSmsCode(phone: string, solution: CaptchaSolution): Promise<SmsChallenge>;
  loginSignup(phone: string, challenge: SmsChallenge, answer: string): Promise<SessionResponse>;
}

/**
 * The two steps of signing in with an SMS code, answered in the shapes `@qisi/ui`'s LoginForm and
 * LoginDialog take (`onRequestCode`, `onVerify`): never throwing, a failure is a reason to show.
 * The signed SMS challenge goes back to the form, which keeps it until the learner verifies.
 */
export function loginActions(client: LoginClient) {
  return {
    async requestCode(
      phone: string,
      proof: CaptchaSolution | null,
    ): Promise<{ ok: true; challenge: SmsChallenge; resendAfter: number } | LoginFailure> {
      if (!proof) return { ok: false, reason: "captcha_failed" };
      try {
        const challenge = await client.requestSmsCode(phone, proof);
        return { ok: true, challenge, resendAfter: challenge.resendAfter };
      } catch (error) {
        return toLoginFailure(error, "sms_failed");
      }
    },
    async verify(phone: string, code: string, challenge: SmsChallenge): Promise<{ ok: true } | LoginFailure> {
      try {
        await client.loginSignup(phone, challenge, code);
        return { ok: true };
      } catch (error) {
        return toLoginFailure(error, "code_wrong");
      }
    },
  };
}
