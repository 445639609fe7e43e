import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Banner } from "../Banner";
import { CaptchaStep } from "./CaptchaStep";
import { CodeStep } from "./CodeStep";
import { useLoginMessages } from "./messages";
import { PhoneStep } from "./PhoneStep";
import type {
  CaptchaFailureReason,
  CaptchaSlot,
  LoginFailure,
  LoginStep,
  RequestCodeResult,
  TermsHrefs,
  VerifyResult,
} from "./types";
import { useCountdown } from "./useCountdown";
import { normalizeCode, normalizePhone, validateCode, validatePhone } from "./validation";

export interface LoginFormProps<Proof = unknown, Challenge = unknown> {
  /** Sends the code. `phone` is normalised (11 digits); `captcha` is the widget's proof, or null without a widget. */
  onRequestCode: (phone: string, captcha: Proof | null) => Promise<RequestCodeResult<Challenge>>;
  /** Checks the code and signs in (registering an unknown number); `challenge` is the last one `onRequestCode` gave. */
  onVerify: (phone: string, code: string, challenge: Challenge) => Promise<VerifyResult>;
  /** The terms of service, privacy policy and children's rules the learner agrees to. */
  terms: TermsHrefs;
  /** Called once after a successful `onVerify`. */
  onLoggedIn?: () => void;
  /** The human-verification widget, shown before each code request. Without it the code is requested at once. */
  captcha?: CaptchaSlot<Proof>;
  /** SPEC §9: wait before resending the code, and before retrying after a failed captcha or send, in seconds. */
  resendSeconds?: number;
  defaultPhone?: string;
  /** Focus the phone field on mount, as LoginDialog does when it opens. */
  autoFocus?: boolean;
  /** Clock for the resend countdown; tests inject their own. */
  now?: () => number;
}

type Failure = Pick<LoginFailure, "reason" | "retryAfter">;
const codeReasons = new Set(["code_format", "code_wrong", "code_expired"]);
const phoneReasons = new Set(["phone_empty", "phone_invalid"]);
/** SPEC §8/§9: after these the learner waits (1 minute unless the server says otherwise) before trying again. */
const waitReasons = new Set(["captcha_failed", "sms_failed", "rate_limited"]);
/** No answer from the server: a fresh widget would only fail again. */
const connectionReasons = new Set(["network", "server_unreachable"]);

/**
 * Sign-in and sign-up by phone number and SMS code (SPEC §4): phone → agree and continue →
 * human verification → code → 验证并登录. It never talks to the API itself; the app passes callbacks.
 */
export function LoginForm<Proof = unknown, Challenge = unknown>({
  onRequestCode,
  onVerify,
  terms,
  onLoggedIn,
  captcha,
  resendSeconds = 60,
  defaultPhone = "",
  autoFocus = false,
  now = Date.now,
}: LoginFormProps<Proof, Challenge>) {
  const message = useLoginMessages();
  const [step, setStep] = useState<LoginStep>("phone");
  const [phone, setPhone] = useState(defaultPhone);
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState<"request" | "verify" | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  // Boxed, so a challenge that is itself undefined or null still counts as received.
  const [challenge, setChallenge] = useState<{ value: Challenge } | null>(null);
  const resendIn = useCountdown(resendAt, now);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const retryIn = useCountdown(retryAt, now);

  const phoneRef = useRef<HTMLInputElement>(null);
  const captchaIntroRef = useRef<HTMLParagraphElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);

  // Move focus to where the new step starts; on mount only when asked to.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      if (!autoFocus) return;
    }
    const target = { phone: phoneRef, captcha: captchaIntroRef, code: codeRef, done: doneRef }[step];
    target.current?.focus();
  }, [step, autoFocus]);

  const fail = (result: Failure) => {
    setFailure({ reason: result.reason, retryAfter: result.retryAfter });
    if (waitReasons.has(result.reason)) {
      const until = now() + (result.retryAfter ?? resendSeconds) * 1000;
      setRetryAt(until);
      setResendAt((current) => Math.max(current ?? 0, until));
    }
  };

  const requestCode = async (proof: Proof | null) => {
    setBusy("request");
    setFailure(null);
    let result: RequestCodeResult<Challenge>;
    try {
      result = await onRequestCode(normalizePhone(phone), proof);
    } catch {
      result = { ok: false, reason: "network" };
    }
    setBusy(null);
    if (result.ok) {
      setCode("");
      setChallenge({ value: result.challenge });
      setResendAt(now() + (result.resendAfter ?? resendSeconds) * 1000);
      setStep("code");
      return;
    }
    fail(result);
    if (phoneReasons.has(result.reason)) {
      setStep("phone");
      phoneRef.current?.focus();
    } else setCaptchaKey((key) => key + 1);
  };

  const captchaFailed = (reason: CaptchaFailureReason = "captcha_failed") => {
    fail({ reason });
    // Back to the phone step, whose button tries again when the learner is ready.
    if (connectionReasons.has(reason)) setStep("phone");
  };

  const submitPhone = () => {
    const problem = validatePhone(phone);
    if (problem) {
      fail({ reason: problem });
      phoneRef.current?.focus();
      return;
    }
    setFailure(null);
    if (captcha) setStep("captcha");
    else void requestCode(null);
  };

  const submitCode = async () => {
    const problem = validateCode(code);
    if (problem) {
      fail({ reason: problem });
      codeRef.current?.focus();
      return;
    }
    if (!challenge) {
      fail({ reason: "code_expired" });
      return;
    }
    setBusy("verify");
    setFailure(null);
    let result: VerifyResult;
    try {
      result = await onVerify(normalizePhone(phone), normalizeCode(code), challenge.value);
    } catch {
      result = { ok: false, reason: "network" };
    }
    setBusy(null);
    if (result.ok) {
      setStep("done");
      onLoggedIn?.();
    } else {
      fail(result);
      if (codeReasons.has(result.reason)) codeRef.current?.focus();
    }
  };

  const resend = () => {
    setFailure(null);
    setCode("");
    if (captcha) {
      setCaptchaKey((key) => key + 1);
      setStep("captcha");
    } else void requestCode(null);
  };

  const changePhone = () => {
    setFailure(null);
    setStep("phone");
  };

  const text = failure ? message(failure) : null;

  switch (step) {
    case "phone":
      return (
        <PhoneStep
          phone={phone}
          onPhoneChange={setPhone}
          error={text}
          busy={busy === "request"}
          waitSeconds={retryIn}
          onSubmit={submitPhone}
          inputRef={phoneRef}
          terms={terms}
        />
      );
    case "captcha":
      return (
        <CaptchaStep
          phone={phone}
          captcha={captcha!}
          captchaKey={captchaKey}
          onVerified={(proof) => void requestCode(proof)}
          onFailed={captchaFailed}
          onChangePhone={changePhone}
          error={text}
          busy={busy === "request"}
          waitSeconds={retryIn}
          introRef={captchaIntroRef}
        />
      );
    case "code": {
      const onCode = failure && codeReasons.has(failure.reason);
      return (
        <CodeStep
          phone={phone}
          code={code}
          onCodeChange={setCode}
          codeError={onCode ? text : null}
          error={onCode ? null : text}
          verifying={busy === "verify"}
          resending={busy === "request"}
          resendIn={resendIn}
          onSubmit={() => void submitCode()}
          onResend={resend}
          onChangePhone={changePhone}
          inputRef={codeRef}
        />
      );
    }
    case "done":
      return (
        <Banner ref={doneRef} tabIndex={-1} tone="success" size="sm">
          <Trans>登录成功，欢迎来到启思编程！</Trans>
        </Banner>
      );
  }
}
