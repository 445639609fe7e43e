import type { SessionResponse, SmsChallenge } from "@qisi/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, spawnServer } from "./support/child-server.ts";
import { base64Json, call, newPhone, refreshCookieOf, solvedCaptcha } from "./support/client.ts";
import { freshPostgresDatabase } from "./support/test-server.ts";

/**
 * Sign-in keeps no state in a process: captcha spends, SMS challenges, idempotent answers and
 * refresh sessions live in Postgres, so behind a load balancer any step may land on any process.
 */
describe("two server processes on one Postgres", () => {
  let one: ChildServer;
  let two: ChildServer;
  beforeAll(async () => {
    const env = {
      DATABASE_URL: await freshPostgresDatabase(),
      JWT_SECRET: "shared-by-both",
      SMS_DAILY_PER_IP: "1000",
    };
    [one, two] = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 180_000);
  afterAll(() => {
    for (const server of [one, two]) if (server?.process.exitCode === null) server.process.kill("SIGTERM");
  });

  it("serve one sign-in: captcha from one, code sent by the other, verified by the first", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(one.base);
    const key = crypto.randomUUID();
    const asked = { body: { phone }, bearer: captcha, headers: { "idempotency-key": key } };

    const sent = await call<SmsChallenge>(two.base, "/accounts/chal/sms", asked);
    expect(sent.status).toBe(200);
    // The client's retry lands on the other process: the same answer, no second SMS.
    const retried = await call<SmsChallenge>(one.base, "/accounts/chal/sms", asked);
    expect(retried.body).toEqual(sent.body);
    // The captcha was spent on process two; process one knows it.
    const replayed = await call(one.base, "/accounts/chal/sms", {
      body: { phone: newPhone() },
      bearer: captcha,
    });
    expect(replayed.body.code).toBe("captcha_failed");

    // The development SMS outbox is the sending process's memory.
    const { body: outbox } = await call(two.base, `/dev/sms?phone=${phone}`);
    const login = await call<SessionResponse>(one.base, "/accounts/login_signup", {
      body: { phone },
      bearer: base64Json({ ...sent.body, answer: outbox.code }),
    });
    expect(login.status).toBe(200);
    expect(login.body.id).toBeGreaterThan(0);

    // The refresh cookie set by one renews the session on two; the access token works on both.
    const cookie = refreshCookieOf(login)!;
    const renewed = await call<SessionResponse>(two.base, "/accounts/session", { cookie });
    expect(renewed.body.id).toBe(login.body.id);
    const projects = await call(two.base, `/projects/user/${login.body.id}`, { token: login.body.token });
    expect(projects.status).toBe(200);

    // The code is used up everywhere.
    const again = await call(two.base, "/accounts/login_signup", {
      body: { phone },
      bearer: base64Json({ ...sent.body, answer: outbox.code }),
    });
    expect(again.status).toBe(400);
  });
});
