import type { CaptchaChallenge, CaptchaSolution } from "@qisi/api";
import {
  type AltchaChallenge,
  type AltchaSolution,
  CaptchaWidget as AltchaWidget,
  type CaptchaSlotProps,
} from "@qisi/ui";
import { api } from "../../state/api";
import { captchaFailureOf } from "../login-actions";

// @qisi/ui writes the ALTCHA shapes out (it imports nothing of ours): the API's must stay the same.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameChallenge: Same<CaptchaChallenge, AltchaChallenge> = true;
const sameSolution: Same<CaptchaSolution, AltchaSolution> = true;
void sameChallenge;
void sameSolution;

export interface CaptchaWidgetProps extends CaptchaSlotProps<CaptchaSolution> {
  /** Where the challenge comes from: the app's client, or another one (a test's, on another address). */
  getChallenge?: () => Promise<CaptchaChallenge>;
}

/**
 * The site's captcha: @qisi/ui's widget — the one partners use — on the site's API client, with the
 * API's own reading of a failed challenge fetch (no connection is not a failed verification).
 */
export function CaptchaWidget({
  getChallenge = () => api.getCaptchaChallenge(),
  ...slot
}: CaptchaWidgetProps) {
  return <AltchaWidget {...slot} getChallenge={getChallenge} failureOf={captchaFailureOf} />;
}
