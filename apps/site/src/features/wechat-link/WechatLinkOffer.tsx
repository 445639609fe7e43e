import { lazy, Suspense, useEffect, useState } from "react";
import { useAccount } from "../../state/session";

const WechatLinkPrompt = lazy(() =>
  import("./WechatLinkPrompt").then((module) => ({ default: module.WechatLinkPrompt })),
);

/**
 * Mounts the WeChat link prompt once the server offers a link, and keeps it mounted so its dialog
 * closes as dialogs do. Few visitors are ever offered one, so its code (and the dialog's) stays out
 * of the JS every page hydrates with (issue 25: home ≤ 90 KB).
 */
export function WechatLinkOffer() {
  const account = useAccount();
  const offered = account.id !== 0 && account.wechatToLink === true;
  const [wanted, setWanted] = useState(offered);
  useEffect(() => {
    if (offered) setWanted(true);
  }, [offered]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <WechatLinkPrompt />
    </Suspense>
  );
}
