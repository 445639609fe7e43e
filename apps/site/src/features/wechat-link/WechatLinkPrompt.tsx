import { Trans } from "@lingui/react/macro";
import { isApiError } from "@qisi/api";
import { Button, Dialog, Inline } from "@qisi/ui";
import { useState } from "react";
import { loadApi } from "../../app/load-api";
import { useAccount } from "../../state/session";
import * as css from "./WechatLinkPrompt.css";

/**
 * Issue 16: a WeChat is linked only after the person says yes here. The server offers it (the
 * session's `wechatToLink`) when this browser came back from WeChat with a WeChat nobody holds.
 */
export function WechatLinkPrompt() {
  const account = useAccount();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = account.id !== 0 && account.wechatToLink === true;

  const link = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await (await loadApi()).linkWechat();
    } catch (error) {
      // 409: the WeChat belongs to another account; the server's detail says so in Chinese.
      setRefusal(isApiError(error) && error.status === 409 && error.detail ? error.detail : "");
    } finally {
      setBusy(false);
    }
  };
  const decline = (next: boolean) => {
    if (!next) {
      setRefusal(null);
      void loadApi().then((api) => api.declineWechatLink());
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={decline}
      title={<Trans>绑定这个微信？</Trans>}
      description={
        <Trans>
          绑定后，在微信里打开启思编程就会自动登录“{account.nickname}
          ”这个账号。如果这不是你自己的微信，请选“不绑定”。
        </Trans>
      }
    >
      {refusal !== null ? (
        <p className={css.refusal} role="alert">
          {refusal || <Trans>没能绑定，请检查网络后再试。</Trans>}
        </p>
      ) : null}
      {refusal ? (
        <Inline>
          <Button onClick={() => decline(false)}>
            <Trans>知道了</Trans>
          </Button>
        </Inline>
      ) : (
        <Inline>
          <Button busy={busy} onClick={() => void link()}>
            <Trans>绑定微信</Trans>
          </Button>
          <Button variant="ghost" onClick={() => decline(false)}>
            <Trans>不绑定</Trans>
          </Button>
        </Inline>
      )}
    </Dialog>
  );
}
