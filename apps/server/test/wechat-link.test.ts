import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base64Json, call, newPhone, refreshCookieOf, requestCode, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";
import { cookieOf, cookies, wechatTrip } from "./support/wechat-trip.ts";

/** Issue 16 finding 1: a WeChat code must never link an account as a side effect of a GET. */
describe.each(backends)("WeChat linking on %s", (backend) => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    base = server.url;
  });
  afterAll(() => server.close());

  const code = (label: string) => `${label}-${Math.random().toString(36).slice(2)}`;
  const openIdOf = (wechatCode: string) => server.ctx.wechatOauth.openIdFor(wechatCode);
  const linkedTo = async (accountId: number) =>
    (
      await server.ctx.database.query<{ wx_openid: string | null }>(
        "SELECT wx_openid FROM accounts WHERE id = $1",
        [accountId],
      )
    )[0]?.wx_openid ?? null;

  describe("given a signed-in child and an attacker's link", () => {
    it("does not link the attacker's WeChat when the child opens a planted session URL", async () => {
      const child = await signIn(base, newPhone());
      const attackerCode = code("attacker");
      // The old fixed state, and no state at all: both as a planted <img src> or link would send them.
      for (const query of [`wxcode=${attackerCode}&state=qisi`, `wxcode=${attackerCode}`]) {
        const reply = await call(base, `/accounts/session?${query}`, { cookie: child.cookie });
        expect(reply.body.id).toBe(child.id);
        expect(reply.body.wxopenId).toBeNull();
        expect(reply.body.wechatToLink).toBeUndefined();
      }
      expect(await linkedTo(child.id)).toBeNull();
      // And the attacker's WeChat cannot sign in to the child's account.
      const attacker = await wechatTrip(base, attackerCode);
      expect(attacker.reply.body.id).toBe(0);
    });

    it("refuses a state taken from the attacker's own trip (it is bound to the attacker's browser)", async () => {
      const child = await signIn(base, newPhone());
      const attackerCode = code("attacker");
      const attackerTrip = await call(base, "/accounts/wechat/state", { method: "POST" });
      const reply = await call(
        base,
        `/accounts/session?wxcode=${attackerCode}&state=${attackerTrip.body.state}`,
        { cookie: child.cookie },
      );
      expect(reply.body.id).toBe(child.id);
      expect(reply.body.wechatToLink).toBeUndefined();
      expect(cookieOf(reply, "qisi_wx")).toBeUndefined();
      // Even the POST finds no WeChat this browser came back with.
      const link = await call(base, "/accounts/wechat/link", { method: "POST", token: child.token });
      expect(link.status).toBe(400);
      expect(link.body.detail).toContain("微信");
      expect(await linkedTo(child.id)).toBeNull();
    });
  });

  describe("the state of a trip to WeChat", () => {
    it("is random per trip and set in an HttpOnly cookie", async () => {
      const first = await call(base, "/accounts/wechat/state", { method: "POST" });
      const second = await call(base, "/accounts/wechat/state", { method: "POST" });
      expect(first.body.state).toMatch(/^[\w-]{20,}$/);
      expect(first.body.state).not.toBe(second.body.state);
      const setCookie = first.headers.getSetCookie().find((value) => value.startsWith("qisi_wx_state="))!;
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/Max-Age=600/);
    });

    it("refuses a code whose state differs from the browser's", async () => {
      const started = await call(base, "/accounts/wechat/state", { method: "POST" });
      const reply = await call(base, `/accounts/session?wxcode=${code("visitor")}&state=other`, {
        cookie: cookieOf(started, "qisi_wx_state"),
      });
      expect(reply.body).toMatchObject({ id: 0, wxopenId: null });
    });

    it("refuses a replayed state, even with the cookie copied", async () => {
      const started = await call(base, "/accounts/wechat/state", { method: "POST" });
      const stateCookie = cookieOf(started, "qisi_wx_state")!;
      const query = `/accounts/session?wxcode=${code("again")}&state=${started.body.state}`;
      // The first use counts; WeChat codes are single-use too, but the dev adapter does not check that.
      expect((await call(base, query, { cookie: stateCookie })).body.wxopenId).toBeTruthy();
      const replay = await call(base, query, { cookie: stateCookie });
      expect(replay.body).toMatchObject({ id: 0, wxopenId: null });
    });
  });

  describe("linking after the person says yes", () => {
    it("offers the WeChat on the session, links only on POST accounts/wechat/link, then signs in by WeChat", async () => {
      const child = await signIn(base, newPhone());
      const wechatCode = code("own");
      const trip = await wechatTrip(base, wechatCode, child.cookie);
      // Offered, and this browser's WeChat pays in the meantime; linked it is not.
      expect(trip.reply.body).toMatchObject({
        id: child.id,
        wxopenId: await openIdOf(wechatCode),
        wechatToLink: true,
      });
      expect(await linkedTo(child.id)).toBeNull();

      const link = await call(base, "/accounts/wechat/link", {
        method: "POST",
        token: child.token,
        cookie: trip.wxCookie,
      });
      expect(link.status).toBe(200);
      expect(link.body.wxopenId).toBe(await openIdOf(wechatCode));

      const again = await wechatTrip(base, wechatCode);
      expect(again.reply.body.id).toBe(child.id);
      expect(refreshCookieOf(again.reply)).toBeTruthy();
    });

    it("offers a visitor's WeChat at phone sign-in without linking it", async () => {
      const wechatCode = code("visitor");
      const trip = await wechatTrip(base, wechatCode);
      expect(trip.reply.body).toMatchObject({ id: 0, wxopenId: await openIdOf(wechatCode) });
      const phone = newPhone();
      const sms = await requestCode(base, phone);
      const login = await call(base, "/accounts/login_signup", {
        body: { phone },
        bearer: base64Json({ ...sms.body, answer: server.outbox.lastFor(phone)!.code }),
        cookie: trip.wxCookie,
      });
      expect(login.body).toMatchObject({ wxopenId: await openIdOf(wechatCode), wechatToLink: true });
      expect(await linkedTo(login.body.id)).toBeNull();
      const link = await call(base, "/accounts/wechat/link", {
        method: "POST",
        token: login.body.token,
        cookie: trip.wxCookie,
      });
      expect(link.body.wxopenId).toBe(await openIdOf(wechatCode));
    });

    it("refuses a WeChat that another account holds, with a Chinese message", async () => {
      const owner = await signIn(base, newPhone());
      const wechatCode = code("shared");
      const first = await wechatTrip(base, wechatCode, owner.cookie);
      await call(base, "/accounts/wechat/link", {
        method: "POST",
        token: owner.token,
        cookie: first.wxCookie,
      });

      const other = await signIn(base, newPhone());
      const trip = await wechatTrip(base, wechatCode, other.cookie);
      expect(trip.reply.body.id).toBe(other.id);
      expect(trip.reply.body.wechatToLink).toBeUndefined();
      const refused = await call(base, "/accounts/wechat/link", {
        method: "POST",
        token: other.token,
        cookie: cookies(trip.wxCookie),
      });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toContain("已经绑定了另一个启思编程账号");
      expect(await linkedTo(other.id)).toBeNull();
      expect(await linkedTo(owner.id)).toBe(await openIdOf(wechatCode));
    });

    it("needs the person's own access token", async () => {
      const trip = await wechatTrip(base, code("anon"));
      const reply = await call(base, "/accounts/wechat/link", { method: "POST", cookie: trip.wxCookie });
      expect(reply.status).toBe(401);
    });
  });
});
