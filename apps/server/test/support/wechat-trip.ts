import { call, type Reply } from "./client.ts";

/** `name=value` of the Set-Cookie a reply sent for `name`, for the next request's Cookie header. */
export function cookieOf(reply: Reply, name: string): string | undefined {
  const found = reply.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return found?.split(";")[0];
}

/** Joins Cookie header parts, skipping missing ones. */
export const cookies = (...parts: (string | undefined)[]) => parts.filter(Boolean).join("; ");

/**
 * One trip to WeChat's OAuth page as the site makes it: ask for a state (this browser gets its
 * cookie), then come back to `GET accounts/session` with WeChat's code and that state.
 */
export async function wechatTrip(
  base: string,
  code: string,
  browserCookie?: string,
): Promise<{ reply: Reply; wxCookie: string | undefined; stateCookie: string }> {
  const started = await call(base, "/accounts/wechat/state", { method: "POST", cookie: browserCookie });
  const stateCookie = cookieOf(started, "qisi_wx_state")!;
  const reply = await call(
    base,
    `/accounts/session?wxcode=${encodeURIComponent(code)}&state=${encodeURIComponent(started.body.state)}`,
    { cookie: cookies(browserCookie, stateCookie) },
  );
  return { reply, wxCookie: cookieOf(reply, "qisi_wx"), stateCookie };
}
