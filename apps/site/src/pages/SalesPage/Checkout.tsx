import { Trans, useLingui } from "@lingui/react/macro";
import type { AppDetail } from "@qisi/api";
import {
  Button,
  buttonClass,
  Card,
  formatYuan,
  OrderStatus,
  PackagePicker,
  PaymentPanel,
  UpgradeOffer,
} from "@qisi/ui";
import { useState } from "react";
import { h5PayUrl, openWeChatPaySheet, useCheckout } from "../../features/checkout/use-checkout";
import { SiteLoginDialog } from "../../features/login";
import { useAsync } from "../../features/use-async";
import { identity } from "../../i18n/identity";
import { api } from "../../state/api";
import { useAccount } from "../../state/session";
import { packagesOnSale } from "./course-facts";
import * as css from "./SalesPage.css";

/**
 * The package chosen when the page opens, among those on sale: the one a link names (`?package=`,
 * a locked lesson's buy link), else the trial when the link asks for it (`?plan=trial`), else the
 * first. A package not on sale is never chosen (issue 39).
 */
export function initialPackage(course: AppDetail, plan: string | null, preselected?: string | null): string {
  const selling = packagesOnSale(course);
  const named = preselected ? selling.find((p) => p.uid === preselected) : undefined;
  const trial = plan === "trial" ? selling.find((p) => p.trial) : undefined;
  return (named ?? trial ?? selling[0])?.uid ?? "";
}

/**
 * Pick a package → sign in if needed → order → pay → the course is in the learning centre. A learner
 * who bought the trial is offered the full course, the trial's price taken off by the server.
 */
export function Checkout({
  course,
  plan,
  resumePaymentId,
  startHref,
  preselected,
}: {
  course: AppDetail;
  plan: string | null;
  resumePaymentId: string | null;
  startHref: string;
  /** `?package=` from a locked lesson's buy link; an unknown uid falls back to the first package. */
  preselected?: string | null;
}) {
  const { t, i18n } = useLingui();
  const account = useAccount();
  const [selected, setSelected] = useState(() => initialPackage(course, plan, preselected));
  const [loginOpen, setLoginOpen] = useState(false);
  const checkout = useCheckout(resumePaymentId);
  const owned = useAsync(
    async () =>
      account.id ? (await api.getUserApps(account.id)).some((app) => app.uid === course.uid) : false,
    [account.id, course.uid, checkout.state.step === "paid"],
  );
  const upgrade = useAsync(
    async () => (account.id ? (await api.getUpgrade(course.uid)).offer : null),
    [account.id, course.uid, checkout.state.step === "paid"],
  );
  const offer = upgrade.status === "ready" ? upgrade.value : null;
  // Only what is on sale can be picked or bought: a package with a lesson still being written is not shown.
  const selling = packagesOnSale(course);
  const chosen = selling.find((p) => p.uid === selected);
  // What the order holds, not what the picker shows: they differ after a phone comes back from paying.
  const boughtTitle =
    checkout.order?.lines.map((line) => line.title).join("、") ?? chosen?.title ?? course.title;
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
    <Card as="section" id="checkout" tone="raised" aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={css.sectionTitle}>
        <Trans>报名课程</Trans>
      </h2>
      {state.step === "paid" ? (
        <div className={css.stack}>
          <OrderStatus
            status="paid"
            orderTitle={boughtTitle}
            amountFen={state.payment.amountFen}
            startHref={startHref}
          />
          {offer ? (
            <UpgradeOffer {...offer} onUpgrade={() => void checkout.start(offer.package_uid)} />
          ) : null}
        </div>
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
      ) : state.step === "failed" && state.error === "not_on_sale" ? (
        <div className={css.stack} role="alert">
          <p>
            <Trans>
              这个套餐还有课在编写中，暂时不能报名，这次没有扣款。刷新页面可以看到课程现在的安排。
            </Trans>
          </p>
          <Button variant="secondary" onClick={() => location.reload()}>
            <Trans>刷新页面</Trans>
          </Button>
        </div>
      ) : state.step === "cancelled" || state.step === "expired" || state.step === "failed" ? (
        <OrderStatus
          status={state.step}
          orderTitle={boughtTitle}
          amountFen={state.payment?.amountFen ?? chosen?.priceFen}
          onRetry={checkout.reset}
          serviceHref={state.step === "failed" ? i18n._(identity.customerServiceUrl) : undefined}
        />
      ) : owned.status === "ready" && owned.value ? (
        <div className={css.stack}>
          {offer ? (
            <>
              <p>
                <Trans>你正在体验这门课，可以继续上体验课，也可以升级到完整课程。</Trans>
              </p>
              <a className={buttonClass({ variant: "secondary", size: "lg" })} href={startHref}>
                <Trans>去上课</Trans>
              </a>
              <UpgradeOffer
                {...offer}
                busy={state.step === "creating"}
                onUpgrade={() => void checkout.start(offer.package_uid)}
              />
            </>
          ) : (
            <>
              <p>
                <Trans>你已经报名了这门课，可以直接开始学习。</Trans>
              </p>
              <a className={buttonClass({ variant: "primary", size: "lg" })} href={startHref}>
                <Trans>去上课</Trans>
              </a>
            </>
          )}
        </div>
      ) : (
        <div className={css.stack}>
          <PackagePicker
            packages={selling}
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
      <SiteLoginDialog
        open={loginOpen}
        onOpenChange={setLoginOpen}
        onLoggedIn={() => {
          setLoginOpen(false);
          if (chosen) void checkout.start(chosen.uid);
        }}
      />
    </Card>
  );
}
