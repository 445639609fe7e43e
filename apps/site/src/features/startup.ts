import { api } from "../state/api";

/** WeChat's in-app browser announces itself in the user agent. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/**
 * SPEC §4: the provider's OAuth authorize page, base scope, response type code, back to `returnTo`.
 * `state` is the server's random value for this trip (issue 16: a fixed one let a planted link through).
 */
export function wechatAuthorizeUrl(appId: string, returnTo: string, state: string): string {
  const query = new URLSearchParams({
    appid: appId,
    redirect_uri: returnTo,
    response_type: "code",
    scope: "snsapi_base",
    state,
  });
  return `https://open.weixin.qq.com/connect/oauth2/authorize?${query}#wechat_redirect`;
}

export type StartUpPlan =
  | { kind: "wechat"; returnTo: string }
  | { kind: "session"; wxcode?: string; state?: string };

/**
 * SPEC §4 start-up: inside WeChat without a `code`, go to the OAuth page first; otherwise initialise
 * the session, passing `code` as `wxcode` (with WeChat's `state`) when the address has one.
 */
export function planStartUp(href: string, userAgent: string): StartUpPlan {
  const url = new URL(href);
  const code = url.searchParams.get("code");
  if (isWeChatBrowser(userAgent) && !code) return { kind: "wechat", returnTo: href };
  if (!code) return { kind: "session" };
  const state = url.searchParams.get("state");
  return state ? { kind: "session", wxcode: code, state } : { kind: "session", wxcode: code };
}

/** Goes to WeChat's OAuth page with a fresh state; if the server cannot give one, stays a visitor. */
async function goToWechat(returnTo: string): Promise<void> {
  const trip = await api.startWechatTrip().catch(() => null);
  if (!trip) {
    await api.fetchSession();
    return;
  }
  const appId = import.meta.env.VITE_WECHAT_APP_ID ?? "qisi-dev";
  location.replace(wechatAuthorizeUrl(appId, returnTo, trip.state));
  await new Promise(() => {});
}

let started: Promise<void> | null = null;

/**
 * Runs start-up once per page load; later callers share the same promise. A failed session fetch
 * only warns (the client's `fetchSession` never throws), so the page goes on as a visitor.
 */
export function startUp(): Promise<void> {
  if (!started) {
    const plan = planStartUp(location.href, navigator.userAgent);
    started =
      plan.kind === "wechat"
        ? goToWechat(plan.returnTo)
        : api
            .fetchSession(plan.wxcode ? { wxcode: plan.wxcode, state: plan.state } : {})
            .then(() => undefined);
  }
  return started;
}
