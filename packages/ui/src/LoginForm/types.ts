import type { ReactNode } from "react";

/**
 * Why a sign-in step did not go through: the API contract's `signInErrorCodes` (SPEC §8's user
 * messages) plus the two ways of getting no answer: "network" (the browser is offline) and
 * "server_unreachable" (online, yet the API did not answer: down, or a partner site whose origin the
 * API does not allow). This package cannot import the contract, so the site checks at compile time
 * that the lists are the same (`apps/site/src/features/login-actions.ts`).
 */
export type LoginFailureReason =
  | "phone_empty"
  | "phone_invalid"
  | "captcha_failed"
  | "sms_failed"
  | "code_format"
  | "code_wrong"
  | "code_expired"
  | "rate_limited"
  | "network"
  | "server_unreachable";

export interface LoginFailure {
  ok: false;
  reason: LoginFailureReason;
  /** Seconds before the learner may try again, when the server says so. */
  retryAfter?: number;
}

/**
 * What `onRequestCode` resolves to. `challenge` is whatever the app's server hands back with the
 * code (the site's is the API's signed `SmsChallenge`); the form keeps it and gives it to `onVerify`
 * unchanged, so the app holds no sign-in state of its own. `resendAfter` (seconds) overrides the
 * `resendSeconds` prop.
 */
export type RequestCodeResult<Challenge = unknown> =
  | { ok: true; challenge: Challenge; resendAfter?: number }
  | LoginFailure;

/** What `onVerify` resolves to. On `ok` the app stores the session and closes or navigates. */
export type VerifyResult = { ok: true } | LoginFailure;

/**
 * What the `captcha` render prop receives: the widget reports back through these. `Proof` is the
 * widget's own typed answer (the site's is the API's `CaptchaSolution`); the form never looks inside.
 */
export interface CaptchaSlotProps<Proof = unknown> {
  /** The widget solved its challenge; `proof` is passed on to `onRequestCode` unchanged. */
  onVerified: (proof: Proof) => void;
  /**
   * The widget gave up. Without a reason the verification itself failed (人机验证没有通过); a widget
   * whose challenge could not be fetched says why, so a connection problem is not blamed on the learner.
   */
  onFailed: (reason?: CaptchaFailureReason) => void;
}

/** Why a captcha widget gave up: the verification, or the call that fetches its challenge. */
export type CaptchaFailureReason = Extract<
  LoginFailureReason,
  "captcha_failed" | "rate_limited" | "network" | "server_unreachable"
>;

export type CaptchaSlot<Proof = unknown> = (slot: CaptchaSlotProps<Proof>) => ReactNode;

export type LoginStep = "phone" | "captcha" | "code" | "done";

/** Where the terms the learner agrees to live; the app owns these pages. */
export interface TermsHrefs {
  tos: string;
  privacy: string;
  privacyTeen: string;
}
