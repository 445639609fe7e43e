import { loggedOutSession, type SessionQuery } from "@qisi/api";
import { loadApi } from "../app/load-api";

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
  const api = await loadApi();
  const trip = await api.startWechatTrip().catch(() => null);
  if (!trip) {
    await api.fetchSession();
    return;
  }
  const appId = import.meta.env.VITE_WECHAT_APP_ID ?? "qisi-dev";
  location.replace(wechatAuthorizeUrl(appId, returnTo, trip.state));
  await new Promise(() => {});
}

/**
 * The page's one session fetch. A fetch that failed (its three attempts timed out or the network was
 * down: the client then answers `loggedOutSession` itself, not a visitor's session from the server)
 * is made once more: on a slow phone, or while a studio's editor starts on the same thread, a
 * signed-in child would otherwise be a visitor for the whole page (a lesson opening its starter
 * instead of the child's copy, a login-only page sending them to /login).
 */
export async function fetchStartUpSession(
  fetchSession: (query: SessionQuery) => Promise<unknown>,
  query: SessionQuery,
): Promise<void> {
  if ((await fetchSession(query)) === loggedOutSession) await fetchSession(query);
}

let started: Promise<void> | null = null;

/**
 * Runs start-up once per page load; later callers share the same promise. A session fetch that
 * fails twice only warns (the client's `fetchSession` never throws): the page goes on as a visitor.
 */
export function startUp(): Promise<void> {
  if (!started) {
    const plan = planStartUp(location.href, navigator.userAgent);
    started =
      plan.kind === "wechat"
        ? goToWechat(plan.returnTo)
        : fetchStartUpSession(
            async (query) => (await loadApi()).fetchSession(query),
            plan.wxcode ? { wxcode: plan.wxcode, state: plan.state } : {},
          );
  }
  return started;
}
