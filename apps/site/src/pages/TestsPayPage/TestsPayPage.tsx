import { Trans } from "@lingui/react/macro";
import { Button, PageContainer } from "@qisi/ui";
import { useState } from "react";
import { useSearch } from "wouter";
import * as css from "../TestsPage/TestsPage.css";

type Result = "paid" | "failed";

/**
 * `/tests/pay?payment=<id>`: the sandbox "WeChat Pay" page that the server's QR codes and h5
 * links point at. It settles the payment through `POST payment/sandbox/{id}`; `return` leads back.
 */
export default function TestsPayPage() {
  const params = new URLSearchParams(useSearch());
  const paymentId = params.get("payment") ?? "";
  const back = params.get("return");
  const returnPath = back?.startsWith("/") && !back.startsWith("//") ? back : null;
  const [busy, setBusy] = useState<Result | null>(null);
  const [done, setDone] = useState<Result | "error" | null>(null);

  const settle = async (result: Result) => {
    setBusy(result);
    try {
      const response = await fetch(`/api/payment/sandbox/${encodeURIComponent(paymentId)}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ result }),
      });
      setDone(response.ok ? result : "error");
    } catch {
      setDone("error");
    } finally {
      setBusy(null);
    }
  };

  return (
    <main id="main" className={css.page}>
      <PageContainer width="prose">
        <h1>
          <Trans>模拟微信支付</Trans>
        </h1>
        <p className={css.muted}>
          <Trans>这是测试环境的支付页面，不会真的扣款。选择一个结果，报名页面会自动更新。</Trans>
        </p>
        {paymentId ? (
          <>
            <p>
              <Trans>支付单号：{paymentId}</Trans>
            </p>
            <div className={css.row}>
              <Button busy={busy === "paid"} disabled={!!busy || !!done} onClick={() => void settle("paid")}>
                <Trans>模拟支付成功</Trans>
              </Button>
              <Button
                variant="secondary"
                busy={busy === "failed"}
                disabled={!!busy || !!done}
                onClick={() => void settle("failed")}
              >
                <Trans>模拟支付失败</Trans>
              </Button>
            </div>
          </>
        ) : (
          <p role="alert">
            <Trans>地址里缺少支付单号。</Trans>
          </p>
        )}
        <p role="status">
          {done === "paid" ? <Trans>已支付成功。</Trans> : null}
          {done === "failed" ? <Trans>已标记为支付失败。</Trans> : null}
          {done === "error" ? <Trans>没能更新这笔支付，它可能已经结束或不存在。</Trans> : null}
        </p>
        {done && returnPath ? (
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
