import { Trans } from "@lingui/react/macro";
import { currentPaymentChannel } from "@qisi/api";
import { isWeChatBrowser } from "../../features/startup";
import { Facts, TestsShell } from "./TestsShell";

/** `/tests/ua`: what the site knows about this browser, and the payment channel it would use (SPEC §4). */
export default function UaTestPage() {
  const ua = navigator.userAgent;
  return (
    <TestsShell title={<Trans>浏览器信息</Trans>}>
      <Facts
        caption={<Trans>当前浏览器</Trans>}
        rows={[
          [<Trans key="ua">用户代理</Trans>, <code key="v">{ua}</code>],
          [
            <Trans key="wx">微信内置浏览器</Trans>,
            isWeChatBrowser(ua) ? <Trans key="y">是</Trans> : <Trans key="n">否</Trans>,
          ],
          [<Trans key="ch">支付渠道</Trans>, <code key="c">{currentPaymentChannel()}</code>],
          [<Trans key="tp">触控点数</Trans>, navigator.maxTouchPoints],
          [<Trans key="lang">浏览器语言</Trans>, navigator.language],
          [<Trans key="vp">窗口大小</Trans>, `${window.innerWidth} × ${window.innerHeight}`],
        ]}
      />
    </TestsShell>
  );
}
