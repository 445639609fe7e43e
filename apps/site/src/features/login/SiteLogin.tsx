import type { CaptchaSolution, SmsChallenge } from "@qisi/api";
import { LoginDialog, type LoginDialogProps, LoginForm, type LoginFormProps } from "@qisi/ui";
import { termsHrefs } from "../../app/site-links";
import { CaptchaWidget } from "../captcha";
import { requestLoginCode, verifyLoginCode } from "../login-actions";

type SiteLoginProps = LoginFormProps<CaptchaSolution, SmsChallenge>;
/** What a page still decides: where to go after signing in, focus, a phone to start with. */
type Wired = "captcha" | "onRequestCode" | "onVerify" | "terms";

/**
 * The site's one sign-in wiring: the proof-of-work captcha, the API's SMS challenge (carried by the
 * form from sending the code to verifying it) and the site's terms pages. Both the login page and
 * the checkout's dialog take it from here, so they cannot drift apart.
 */
const wiring: Pick<SiteLoginProps, Wired> = {
  captcha: (slot) => <CaptchaWidget {...slot} />,
  onRequestCode: requestLoginCode,
  onVerify: verifyLoginCode,
  terms: termsHrefs,
};

/** Sign-in on a page (`/login`). */
export function SiteLogin(props: Omit<SiteLoginProps, Wired>) {
  return <LoginForm<CaptchaSolution, SmsChallenge> {...wiring} {...props} />;
}

/** Sign-in in a dialog, for pages that need it without leaving (the checkout). */
export function SiteLoginDialog(props: Omit<LoginDialogProps<CaptchaSolution, SmsChallenge>, Wired>) {
  return <LoginDialog<CaptchaSolution, SmsChallenge> {...wiring} {...props} />;
}
