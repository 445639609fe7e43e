import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, smsCodes } from "../src/db/schema.ts";
import {
  base64Json,
  call,
  newPhone,
  refreshCookieOf,
  requestCode,
  signIn,
  solvedCaptcha,
} from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";
import { wechatTrip } from "./support/wechat-trip.ts";

describe.each(backends)("accounts on %s", (backend) => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    base = server.url;
  });
  afterAll(() => server.close());

  describe("given a visitor", () => {
    it("gets a session with id 0 and no token", async () => {
      const reply = await call(base, "/accounts/session");
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ id: 0, token: "", sub: "", wxopenId: null });
      expect(reply.headers.get("cache-control")).toBe("no-store");
    });

    it("gets a proof-of-work challenge", async () => {
      const reply = await call(base, "/accounts/chal");
      expect(reply.body).toMatchObject({ algorithm: "SHA-256", maxnumber: 200 });
      expect(reply.body.signature).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe("asking for an SMS code", () => {
    it("rejects an empty phone with phone_empty", async () => {
      const reply = await call(base, "/accounts/chal/sms", {
        body: { phone: "" },
        bearer: await solvedCaptcha(base),
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: "phone_empty", detail: "请输入手机号。" });
    });

    it.each(["12345678901", "1380000000", "138000000000", "23800000000", "1380000000a", "' OR 1=1 --"])(
      "rejects %s with phone_invalid",
      async (phone) => {
        const reply = await call(base, "/accounts/chal/sms", {
          body: { phone },
          bearer: await solvedCaptcha(base),
        });
        expect(reply.status).toBe(400);
        expect(reply.body.code).toBe("phone_invalid");
        expect(reply.body.detail).toContain("手机号不正确");
      },
    );

    it("rejects a missing, malformed, unsolved or tampered captcha with captcha_failed and a 60 s wait", async () => {
      const { body: challenge } = await call(base, "/accounts/chal");
      const attempts = [
        undefined,
        "not-base64-json",
        base64Json({ ...challenge, number: -1 }),
        base64Json({ ...challenge, number: 1, signature: "0".repeat(64) }),
      ];
      for (const bearer of attempts) {
        const reply = await call(base, "/accounts/chal/sms", { body: { phone: newPhone() }, bearer });
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({ code: "captcha_failed", retryAfter: 60 });
        expect(reply.body.detail).toContain("1 分钟");
      }
    });

    it("rejects a replayed captcha solution", async () => {
      const captcha = await solvedCaptcha(base);
      const first = await call(base, "/accounts/chal/sms", { body: { phone: newPhone() }, bearer: captcha });
      expect(first.status).toBe(200);
      const replay = await call(base, "/accounts/chal/sms", { body: { phone: newPhone() }, bearer: captcha });
      expect(replay.status).toBe(400);
      expect(replay.body.code).toBe("captcha_failed");
    });

    it("answers a signed challenge and sends a 6-digit code", async () => {
      const phone = newPhone();
      const reply = await requestCode(base, phone);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ phone, resendAfter: 60 });
      expect(reply.body.expires - Date.now() / 1000).toBeGreaterThan(290);
      expect(server.outbox.lastFor(phone)?.code).toMatch(/^\d{6}$/);
    });

    it("stores the code only as a hash", async () => {
      const phone = newPhone();
      await requestCode(base, phone);
      const [row] = await server.ctx.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
      expect(row!.codeHash).not.toContain(server.outbox.lastFor(phone)!.code);
    });

    it("makes the person wait 60 s before resending, with retryAfter", async () => {
      const phone = newPhone();
      await requestCode(base, phone);
      const again = await requestCode(base, phone);
      expect(again.status).toBe(429);
      expect(again.body.code).toBe("sms_failed");
      expect(again.body.retryAfter).toBeGreaterThan(50);
      expect(again.headers.get("retry-after")).toBe(String(again.body.retryAfter));
    });

    it("caps codes per phone per day", async () => {
      const phone = newPhone();
      for (let sent = 0; sent < 10; sent += 1) {
        expect((await requestCode(base, phone)).status).toBe(200);
        // Pretend a minute has passed, so only the daily cap can stop us.
        await server.ctx.db
          .update(smsCodes)
          .set({ createdAt: new Date(Date.now() - 61_000) })
          .where(eq(smsCodes.phone, phone));
      }
      const capped = await requestCode(base, phone);
      expect(capped.status).toBe(429);
      expect(capped.body.code).toBe("sms_failed");
      expect(capped.body.detail).toContain("明天");
    });

    it("answers sms_failed when the SMS provider fails", async () => {
      server.outbox.failing = true;
      try {
        const reply = await requestCode(base, newPhone());
        expect(reply.status).toBe(429);
        expect(reply.body).toMatchObject({ code: "sms_failed", retryAfter: 60 });
        expect(reply.body.detail).toContain("1 分钟");
      } finally {
        server.outbox.failing = false;
      }
    });
  });

  describe("signing in with the code", () => {
    async function challengeFor(phone: string) {
      const sms = await requestCode(base, phone);
      return { sms: sms.body, code: server.outbox.lastFor(phone)!.code };
    }

    it("registers an unknown number and returns a session with a refresh cookie", async () => {
      const phone = newPhone();
      const { sms, code } = await challengeFor(phone);
      const reply = await call(base, "/accounts/login_signup", {
        body: { phone },
        bearer: base64Json({ ...sms, answer: code }),
      });
      expect(reply.status).toBe(200);
      expect(reply.body.id).toBeGreaterThan(0);
      expect(reply.body.sub).toBe(String(reply.body.id));
      expect(reply.body.nickname).toBe(`学员${phone.slice(-4)}`);
      expect(reply.body.exp).toBeGreaterThan(reply.body.iat);
      const setCookie = reply.headers.getSetCookie().join(";");
      expect(setCookie).toMatch(/qisi_refresh=.+HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).not.toMatch(/Secure/);
    });

    it("marks the refresh cookie Secure behind an https proxy", async () => {
      const proxied = await startTestServer(backend, { TRUST_PROXY: "1" }, { database: server.ctx.database });
      try {
        const phone = newPhone();
        const sms = await requestCode(proxied.url, phone);
        const reply = await call(proxied.url, "/accounts/login_signup", {
          body: { phone },
          bearer: base64Json({ ...sms.body, answer: proxied.outbox.lastFor(phone)!.code }),
          headers: { "x-forwarded-proto": "https" },
        });
        expect(reply.headers.getSetCookie().join(";")).toMatch(/qisi_refresh=[^;]+;.*Secure/i);
      } finally {
        await proxied.close();
      }
    });

    it("signs the same number into the same account next time", async () => {
      const phone = newPhone();
      const first = await signIn(base, phone);
      await server.ctx.db
        .update(smsCodes)
        .set({ createdAt: new Date(Date.now() - 61_000) })
        .where(eq(smsCodes.phone, phone));
      const second = await signIn(base, phone);
      expect(second.id).toBe(first.id);
    });

    it("rejects a code that is not 6 digits with code_format", async () => {
      const phone = newPhone();
      const { sms } = await challengeFor(phone);
      for (const answer of ["12345", "1234567", "abcdef", "12 456", ""]) {
        const reply = await call(base, "/accounts/login_signup", {
          body: { phone },
          bearer: base64Json({ ...sms, answer }),
        });
        expect(reply.status).toBe(400);
        expect(reply.body.code).toBe("code_format");
        expect(reply.body.detail).toContain("6 位数字");
      }
    });

    it("rejects a wrong code, and every code after 5 wrong tries", async () => {
      const phone = newPhone();
      const { sms, code } = await challengeFor(phone);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const reply = await call(base, "/accounts/login_signup", {
          body: { phone },
          bearer: base64Json({ ...sms, answer: wrong }),
        });
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({ code: "code_wrong", detail: "验证码不正确，请检查后重新输入。" });
      }
      const right = await call(base, "/accounts/login_signup", {
        body: { phone },
        bearer: base64Json({ ...sms, answer: code }),
      });
      expect(right.status).toBe(400);
      expect(right.body.code).toBe("code_wrong");
      expect(right.body.detail).toContain("次数太多");
    });

    it("rejects an expired code", async () => {
      const phone = newPhone();
      const { sms, code } = await challengeFor(phone);
      await server.ctx.db
        .update(smsCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(smsCodes.id, sms.id));
      const reply = await call(base, "/accounts/login_signup", {
        body: { phone },
        bearer: base64Json({ ...sms, answer: code }),
      });
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe("code_expired");
      expect(reply.body.detail).toContain("过期");
    });

    it("rejects a code used twice", async () => {
      const phone = newPhone();
      const { sms, code } = await challengeFor(phone);
      const bearer = base64Json({ ...sms, answer: code });
      expect((await call(base, "/accounts/login_signup", { body: { phone }, bearer })).status).toBe(200);
      const again = await call(base, "/accounts/login_signup", { body: { phone }, bearer });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe("code_wrong");
    });

    it("rejects a challenge whose phone or signature was changed", async () => {
      const phone = newPhone();
      const { sms, code } = await challengeFor(phone);
      const otherPhone = newPhone();
      const swapped = await call(base, "/accounts/login_signup", {
        body: { phone: otherPhone },
        bearer: base64Json({ ...sms, phone: otherPhone, answer: code }),
      });
      expect(swapped.body.code).toBe("code_wrong");
      const mismatched = await call(base, "/accounts/login_signup", {
        body: { phone: otherPhone },
        bearer: base64Json({ ...sms, answer: code }),
      });
      expect(mismatched.body.code).toBe("code_wrong");
      const noChallenge = await call(base, "/accounts/login_signup", { body: { phone } });
      expect(noChallenge.body).toMatchObject({ code: "code_wrong", detail: "请先获取验证码。" });
    });

    it("checks the phone before anything else", async () => {
      expect((await call(base, "/accounts/login_signup", { body: {} })).body.code).toBe("phone_empty");
      expect((await call(base, "/accounts/login_signup", { body: { phone: "110" } })).body.code).toBe(
        "phone_invalid",
      );
    });
  });

  describe("given a signed-in person", () => {
    it("returns a fresh session from the refresh cookie", async () => {
      const person = await signIn(base, newPhone());
      const reply = await call(base, "/accounts/session", { cookie: person.cookie });
      expect(reply.body).toMatchObject({ id: person.id, sub: String(person.id) });
      expect(reply.body.token).toBeTruthy();
      // A young refresh token is not rotated (several tabs may refresh at once).
      expect(refreshCookieOf(reply)).toBeUndefined();
    });

    it("rotates an older refresh token, honours the old one briefly, then treats its reuse as theft", async () => {
      const person = await signIn(base, newPhone());
      await server.ctx.db
        .update(refreshTokens)
        .set({ createdAt: new Date(Date.now() - 120_000) })
        .where(eq(refreshTokens.accountId, person.id));
      const rotated = await call(base, "/accounts/session", { cookie: person.cookie });
      const newCookie = refreshCookieOf(rotated)!;
      expect(newCookie).toBeTruthy();
      expect(newCookie).not.toBe(person.cookie);
      expect((await call(base, "/accounts/session", { cookie: person.cookie })).body.id).toBe(person.id);
      await server.ctx.db
        .update(refreshTokens)
        .set({ revokedAt: new Date(Date.now() - 120_000) })
        .where(eq(refreshTokens.accountId, person.id));
      const stolen = await call(base, "/accounts/session", { cookie: person.cookie });
      expect(stolen.body.id).toBe(0);
      // The whole family is gone, including the legitimate new token.
      expect((await call(base, "/accounts/session", { cookie: newCookie })).body.id).toBe(0);
    });

    it("answers an expired access token with 401 Token expired.", async () => {
      const person = await signIn(base, newPhone());
      const key = new TextEncoder().encode("access:test-secret");
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(person.id))
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(key);
      const reply = await call(base, "/projects", {
        body: { kind: "python", title: "t", body: "" },
        token: expired,
      });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ message: "Token expired.", code: "token_expired" });
    });

    it("answers a tampered or foreign token with 401 unauthorized", async () => {
      const person = await signIn(base, newPhone());
      const [head, payload] = person.token.split(".");
      const forgedPayload = Buffer.from(JSON.stringify({ sub: "1", exp: 9999999999 })).toString("base64url");
      const foreign = await new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(person.id))
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode("another-secret"));
      for (const token of [
        `${head}.${forgedPayload}.${person.token.split(".")[2]}`,
        `${head}.${payload}.x`,
        foreign,
        "garbage",
      ]) {
        const reply = await call(base, "/apps/user/1", { token });
        expect(reply.status).toBe(401);
        expect(reply.body.code).toBe("unauthorized");
      }
    });

    it("logs out: the refresh cookie stops working and is cleared", async () => {
      const person = await signIn(base, newPhone());
      const reply = await call(base, "/accounts/logout", { method: "POST", cookie: person.cookie });
      expect(reply.body).toEqual({ ok: true });
      expect(reply.headers.getSetCookie().join(";")).toMatch(/qisi_refresh=;/);
      expect((await call(base, "/accounts/session", { cookie: person.cookie })).body.id).toBe(0);
    });

    it("updates the profile, and rejects bad values with a readable detail", async () => {
      const person = await signIn(base, newPhone());
      const ok = await call(base, "/accounts/profile", {
        method: "PATCH",
        token: person.token,
        body: { nickname: "小明'); DROP TABLE accounts; --", locale: "en" },
      });
      expect(ok.body).toMatchObject({
        id: person.id,
        nickname: "小明'); DROP TABLE accounts; --",
        locale: "en",
      });
      const bad = await call(base, "/accounts/profile", {
        method: "PATCH",
        token: person.token,
        body: { nickname: "", locale: "xx", avatar: "javascript:alert(1)" },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe("bad_request");
      expect(bad.body.detail).toContain("昵称");
      expect((await call(base, "/accounts/profile", { method: "PATCH", body: {} })).status).toBe(401);
    });

    // What goes and what stays, and the code it needs: account-deletion.test.ts.
    it("deletes the account with its data", async () => {
      const phone = newPhone();
      const person = await signIn(base, phone);
      const project = await call(base, "/projects", {
        token: person.token,
        body: { kind: "python", title: "我的", body: "print(1)" },
      });
      // The sign-in code was sent a while ago (a second code must wait 60 s).
      await server.ctx.database.query(
        "UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1",
        [phone],
      );
      const challenge = await call(base, "/accounts/me/deletion/code", {
        method: "POST",
        token: person.token,
      });
      const reply = await call(base, "/accounts/me", {
        method: "DELETE",
        token: person.token,
        body: { challenge: challenge.body, answer: server.outbox.lastFor(phone)!.code },
      });
      expect(reply.body).toEqual({ ok: true });
      expect((await call(base, "/accounts/session", { cookie: person.cookie })).body.id).toBe(0);
      const rows = await server.ctx.database.query("SELECT id FROM projects WHERE id = $1", [
        project.body.id,
      ]);
      expect(rows).toHaveLength(0);
      // The access token ends with the account (access-revocation.test.ts).
      expect((await call(base, `/projects/${project.body.id}`, { token: person.token })).status).toBe(401);
    });
  });

  // Linking and the OAuth state: wechat-link.test.ts.
  describe("WeChat sign-in", () => {
    it("remembers a visitor's openid for this browser, and signs in by WeChat once it is linked", async () => {
      const visitor = await wechatTrip(base, "code-abc");
      expect(visitor.reply.body.id).toBe(0);
      expect(visitor.reply.body.wxopenId).toMatch(/^dev-/);
      const person = await signIn(base, newPhone());
      const trip = await wechatTrip(base, "code-abc", person.cookie);
      await call(base, "/accounts/wechat/link", {
        method: "POST",
        token: person.token,
        cookie: trip.wxCookie,
      });
      const again = await wechatTrip(base, "code-abc");
      expect(again.reply.body.id).toBe(person.id);
      expect(again.reply.body.wxopenId).toBe(visitor.reply.body.wxopenId);
      expect(refreshCookieOf(again.reply)).toBeTruthy();
    });

    it("ignores a code WeChat refuses", async () => {
      const { reply } = await wechatTrip(base, "invalid");
      expect(reply.body).toMatchObject({ id: 0, wxopenId: null });
    });
  });

  it("serves the dev SMS outbox outside production only", async () => {
    expect((await call(base, "/dev/sms?phone=13900000000")).status).toBe(404);
    const production = await startTestServer(
      backend,
      // Production with the dev SMS adapter on purpose: without the flag the server would not start.
      { NODE_ENV: "production", ALLOW_DEV_ADAPTERS: "1" },
      { database: server.ctx.database },
    );
    try {
      const phone = newPhone();
      await requestCode(production.url, phone);
      const reply = await call(production.url, `/dev/sms?phone=${phone}`);
      expect(reply.status).toBe(404);
      expect(reply.body.detail).toBe("没有这个接口，请检查地址是否正确。");
    } finally {
      await production.close();
    }
  });
});
