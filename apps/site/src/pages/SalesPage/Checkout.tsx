import { Trans, useLingui } from "@lingui/react/macro";
import type { AppDetail } from "@qisi/api";
import {
  Button,
  buttonClass,
  formatYuan,
  LoginDialog,
  OrderStatus,
  PackagePicker,
  PaymentPanel,
} from "@qisi/ui";
import { useState } from "react";
import { CaptchaWidget } from "../../features/captcha";
import { h5PayUrl, openWeChatPaySheet, useCheckout } from "../../features/checkout/use-checkout";
import { requestLoginCode, verifyLoginCode } from "../../features/login-actions";
import { useAsync } from "../../features/use-async";
import { identity } from "../../i18n/identity";
import { api } from "../../state/api";
import { useAccount } from "../../state/session";
import * as css from "./SalesPage.css";

/** Pick a package → sign in if needed → order → pay → the course is in the learning centre. */
export function Checkout({
  course,
  resumePaymentId,
  startHref,
  preselected,
}: {
  course: AppDetail;
  resumePaymentId: string | null;
  startHref: string;
  /** `?package=` from a locked lesson's buy link; an unknown uid falls back to the first package. */
  preselected?: string | null;
}) {
  const { t, i18n } = useLingui();
  const account = useAccount();
  const [selected, setSelected] = useState(
    course.packages.find((p) => p.uid === preselected)?.uid ?? course.packages[0]?.uid ?? "",
  );
  const [loginOpen, setLoginOpen] = useState(false);
  const checkout = useCheckout(resumePaymentId);
  const owned = useAsync(
    async () =>
      account.id ? (await api.getUserApps(account.id)).some((app) => app.uid === course.uid) : false,
    [account.id, course.uid, checkout.state.step === "paid"],
  );
  const chosen = course.packages.find((p) => p.uid === selected);
  const { state } = checkout;

  const buy = () => {
    if (!chosen) return;
    if (account.id === 0) setLoginOpen(true);
    else void checkout.start(chosen.uid);
  };

  const pay = () => {
    if (state.step !== "paying") return;
    if (checkout.channel === "h5" && state.payment.h5Url) {
      location.assign(
        h5PayUrl(state.payment, `${location.pathname}?payment=${encodeURIComponent(state.payment.id)}`),
      );
    } else if (checkout.channel === "jsapi") {
      openWeChatPaySheet(state.payment, () => void checkout.checkNow());
    }
  };

  return (
    <section id="checkout" className={css.checkout} aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={css.sectionTitle}>
        <Trans>报名课程</Trans>
      </h2>
      {state.step === "paid" ? (
        <OrderStatus
          status="paid"
          orderTitle={chosen?.title ?? course.title}
          amountFen={state.payment.amountFen}
          startHref={startHref}
        />
      ) : state.step === "paying" ? (
        <PaymentPanel
          channel={checkout.channel}
          amountFen={state.payment.amountFen}
          codeUrl={state.payment.codeUrl}
          expiresAt={state.payment.expiresAt}
          busy={state.checking}
          onPay={pay}
          onConfirmPaid={() => void checkout.checkNow()}
          onCancel={checkout.cancel}
          onExpired={checkout.expire}
        />
      ) : state.step === "cancelled" || state.step === "expired" || state.step === "failed" ? (
        <OrderStatus
          status={state.step}
          orderTitle={chosen?.title ?? course.title}
          amountFen={state.payment?.amountFen ?? chosen?.priceFen}
          onRetry={checkout.reset}
          serviceHref={state.step === "failed" ? i18n._(identity.customerServiceUrl) : undefined}
        />
      ) : owned.status === "ready" && owned.value ? (
        <div className={css.stack}>
          <p>
            <Trans>你已经报名了这门课，可以直接开始学习。</Trans>
          </p>
          <a className={buttonClass({ variant: "primary", size: "lg" })} href={startHref}>
            <Trans>去上课</Trans>
          </a>
        </div>
      ) : (
        <div className={css.stack}>
          <PackagePicker
            packages={course.packages}
            value={selected}
            onChange={setSelected}
            legend={<Trans>选择课程套餐</Trans>}
            disabled={state.step === "creating"}
          />
          <Button size="lg" fullWidth busy={state.step === "creating"} onClick={buy} disabled={!chosen}>
            {chosen ? t`立即报名 ${formatYuan(chosen.priceFen)}` : t`立即报名`}
          </Button>
          <p className={css.muted}>
            <Trans>使用微信支付。付款成功后，课程会马上出现在学习中心。</Trans>
          </p>
        </div>
      )}
      <LoginDialog
        open={loginOpen}
        onOpenChange={setLoginOpen}
        captcha={(slot) => <CaptchaWidget {...slot} />}
        onRequestCode={requestLoginCode}
        onVerify={verifyLoginCode}
        onLoggedIn={() => {
          setLoginOpen(false);
          if (chosen) void checkout.start(chosen.uid);
        }}
      />
    </section>
  );
}
