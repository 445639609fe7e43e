import { captchaFailureOf, loginActions } from "@qisi/api";
import { Button } from "@qisi/ui";
import { CaptchaWidget, LoginDialog } from "@qisi/ui/login";
import { useMemo, useState } from "react";
import type { Qisi } from "./qisi-client";

/** @qisi/ui's README "Sign-in": the dialog, the captcha widget and @qisi/api's loginActions. */
export function SignIn({ qisi }: { qisi: Qisi }) {
  const [open, setOpen] = useState(false);
  const { requestCode, verify } = useMemo(() => loginActions(qisi.api), [qisi]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>登录启思编程</Button>
      <LoginDialog
        open={open}
        onOpenChange={setOpen}
        terms={{
          tos: `${qisi.origin}/terms/tos`,
          privacy: `${qisi.origin}/terms/privacy`,
          privacyTeen: `${qisi.origin}/terms/privacy-teen`,
        }}
        captcha={(slot) => (
          <CaptchaWidget
            {...slot}
            getChallenge={() => qisi.api.getCaptchaChallenge()}
            failureOf={captchaFailureOf}
          />
        )}
        onRequestCode={requestCode}
        onVerify={verify}
        onLoggedIn={() => setOpen(false)}
      />
    </>
  );
}
