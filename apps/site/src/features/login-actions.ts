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
