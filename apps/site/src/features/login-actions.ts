import {
  type CaptchaFailureReason as ApiCaptchaFailureReason,
  type LoginFailureReason as ApiLoginFailureReason,
  loginActions,
} from "@qisi/api";
import type { CaptchaFailureReason, LoginFailureReason } from "@qisi/ui";
import { api } from "../state/api";

export { captchaFailureOf, toLoginFailure } from "@qisi/api";

/**
 * The login form's reasons (@qisi/ui) are @qisi/api's: the ui package cannot import the contract,
 * so the lists meet here, and this fails to compile when they differ.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<LoginFailureReason, ApiLoginFailureReason>;
true satisfies Same<CaptchaFailureReason, ApiCaptchaFailureReason>;

/** The form's two steps through the app's client (packages/api, login/login-actions.ts). */
const { requestCode, verify } = loginActions(api);
export const requestLoginCode = requestCode;
export const verifyLoginCode = verify;

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
