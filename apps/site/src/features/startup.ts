import { api } from "../state/api";

/** WeChat's in-app browser announces itself in the user agent. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** SPEC §4: the provider's OAuth authorize page, base scope, response type code, back to `returnTo`. */
export function wechatAuthorizeUrl(appId: string, returnTo: string): string {
  const query = new URLSearchParams({
    appid: appId,
    redirect_uri: returnTo,
    response_type: "code",
    scope: "snsapi_base",
    state: "qisi",
  });
  return `https://open.weixin.qq.com/connect/oauth2/authorize?${query}#wechat_redirect`;
}

export type StartUpPlan = { kind: "redirect"; url: string } | { kind: "session"; wxcode?: string };

/**
 * SPEC §4 start-up: inside WeChat without a `code`, go to the OAuth page first; otherwise initialise
 * the session, passing `code` as `wxcode` when the address has one.
 */
export function planStartUp(href: string, userAgent: string, wechatAppId: string): StartUpPlan {
  const url = new URL(href);
  const code = url.searchParams.get("code");
  if (isWeChatBrowser(userAgent) && !code) {
    return { kind: "redirect", url: wechatAuthorizeUrl(wechatAppId, href) };
  }
  return code ? { kind: "session", wxcode: code } : { kind: "session" };
}

let started: Promise<void> | null = null;

/**
 * Runs start-up once per page load; later callers share the same promise. A failed session fetch
 * only warns (the client's `fetchSession` never throws), so the page goes on as a visitor.
 */
export function startUp(): Promise<void> {
  if (!started) {
    const plan = planStartUp(
      location.href,
      navigator.userAgent,
      import.meta.env.VITE_WECHAT_APP_ID ?? "qisi-dev",
    );
    if (plan.kind === "redirect") {
      location.replace(plan.url);
      started = new Promise(() => {});
    } else {
      started = api.fetchSession(plan.wxcode ? { wxcode: plan.wxcode } : {}).then(() => undefined);
    }
  }
  return started;
}
