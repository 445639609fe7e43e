import { Trans } from "@lingui/react/macro";
import { isApiError } from "@qisi/api";
import { Button, PageContainer } from "@qisi/ui";
import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import { loginHrefFor } from "../../features/login-paths";
import { startUp } from "../../features/startup";
import { api } from "../../state/api";
import { useLoggedIn } from "../../state/session";
import * as css from "../TestsPage/TestsPage.css";

type Result = "paid" | "failed";
/** What the last press of a button came to. */
type Outcome = Result | "settled-before" | "not-found" | "signed-out" | "error";

/**
 * `/tests/pay?payment=<id>`: the sandbox "WeChat Pay" page that the server's QR codes and h5
 * links point at. It stands in for the person paying, so the server lets only the payment's owner
 * settle it (`POST payment/sandbox/{id}`): a phone that scanned the QR code without being signed in
 * is asked to sign in with the same number, then comes back here. `return` leads back to the sales page.
 */
export default function TestsPayPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const paymentId = params.get("payment") ?? "";
  const back = params.get("return");
  const returnPath = back?.startsWith("/") && !back.startsWith("//") ? back : null;
  const loggedIn = useLoggedIn();
  // The session comes from the refresh cookie once start-up has asked; until then nobody is known.
  const [sessionChecked, setSessionChecked] = useState(loggedIn);
  const [busy, setBusy] = useState<Result | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const finished = outcome === "paid" || outcome === "failed" || outcome === "settled-before";

  useEffect(() => {
    let live = true;
    void startUp().then(() => live && setSessionChecked(true));
    return () => {
      live = false;
    };
  }, []);

  const settle = async (result: Result) => {
    setBusy(result);
    try {
      const { changed } = await api.settleSandboxPayment(paymentId, result);
      setOutcome(changed ? result : "settled-before");
    } catch (error) {
      if (isApiError(error) && error.status === 404) setOutcome("not-found");
      else if (isApiError(error) && error.status === 401) setOutcome("signed-out");
      else setOutcome("error");
    } finally {
      setBusy(null);
    }
  };

  const signInLink = (
    <a href={loginHrefFor(`/tests/pay?${search}`)}>
      <Trans>登录后继续支付</Trans>
    </a>
  );

  return (
    <main id="main" className={css.page}>
      <PageContainer width="prose">
        <h1>
          <Trans>模拟微信支付</Trans>
        </h1>
        <p className={css.muted}>
          <Trans>这是测试环境的支付页面，不会真的扣款。选择一个结果，报名页面会自动更新。</Trans>
        </p>
        {!paymentId ? (
          <p role="alert">
            <Trans>地址里缺少支付单号。</Trans>
          </p>
        ) : !sessionChecked && !loggedIn ? (
          <p role="status">
            <Trans>正在确认登录状态…</Trans>
          </p>
        ) : !loggedIn || outcome === "signed-out" ? (
          <>
            <p role="alert">
              <Trans>
                只有下单的账号才能完成这笔支付。请在这台设备上用下单时的手机号登录，登录后会回到这里。
              </Trans>
            </p>
            <p>{signInLink}</p>
          </>
        ) : (
          <>
            <p>
              <Trans>支付单号：{paymentId}</Trans>
            </p>
            <div className={css.row}>
              <Button
                busy={busy === "paid"}
                disabled={!!busy || finished}
                onClick={() => void settle("paid")}
              >
                <Trans>模拟支付成功</Trans>
              </Button>
              <Button
                variant="secondary"
                busy={busy === "failed"}
                disabled={!!busy || finished}
                onClick={() => void settle("failed")}
              >
                <Trans>模拟支付失败</Trans>
              </Button>
            </div>
          </>
        )}
        <p role="status">
          {outcome === "paid" ? <Trans>已支付成功。</Trans> : null}
          {outcome === "failed" ? <Trans>已标记为支付失败。</Trans> : null}
          {outcome === "settled-before" ? <Trans>这笔支付之前已经有结果了，不用再操作。</Trans> : null}
          {outcome === "not-found" ? (
            <Trans>没能更新这笔支付，它可能已经结束、不存在，或者属于另一个账号。</Trans>
          ) : null}
          {outcome === "error" ? <Trans>网络好像出了问题，请稍后再试一次。</Trans> : null}
        </p>
        {finished && returnPath ? (
          <p>
            <a href={returnPath}>
              <Trans>返回报名页面</Trans>
            </a>
          </p>
        ) : null}
      </PageContainer>
    </main>
  );
}
