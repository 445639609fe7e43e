import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { smsCodes } from "../src/db/schema.ts";
import { dayBounds } from "../src/time/zoned-day.ts";
import { call, newPhone, requestCode, type SignedIn, signIn } from "./support/client.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

/** Issue 16 findings 4, 14 and 15: whose limit a request counts against, and when a day begins. */
describe("limits per account, phone and network", () => {
  let server: TestServer;
  const limited: TestServer[] = [];
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(async () => {
    await Promise.all(limited.map((each) => each.close()));
    await server.close();
  });

  /** A second server on the same database (same signing secret), with tight limits. */
  async function withLimits(env: Record<string, string>) {
    const started = await startTestServer("pglite", env, { database: server.ctx.database });
    limited.push(started);
    return started.url;
  }

  const statuses = async (count: number, send: (n: number) => Promise<{ status: number }>) => {
    const seen: number[] = [];
    for (let n = 0; n < count; n += 1) seen.push((await send(n)).status);
    return seen;
  };

  describe("finding 4: who may name the client's address", () => {
    it("ignores X-Forwarded-For by default, so a spoofed header does not escape the per-IP limit", async () => {
      const base = await withLimits({ IP_RATE_LIMIT_MAX: "3" });
      const seen = await statuses(5, (n) =>
        call(base, "/apps", { headers: { "x-forwarded-for": `198.51.100.${n}` } }),
      );
      expect(seen).toEqual([200, 200, 200, 429, 429]);
    });

    it("with TRUST_PROXY=1 takes the address the proxy saw, whatever the client put before it", async () => {
      const base = await withLimits({ IP_RATE_LIMIT_MAX: "3", TRUST_PROXY: "1" });
      const spoofing = await statuses(5, (n) =>
        call(base, "/apps", { headers: { "x-forwarded-for": `10.0.0.${n}, 203.0.113.9` } }),
      );
      expect(spoofing).toEqual([200, 200, 200, 429, 429]);
      // Another real client behind the same proxy has its own count.
      const other = await call(base, "/apps", { headers: { "x-forwarded-for": "203.0.113.10" } });
      expect(other.status).toBe(200);
    });

    it("refuses TRUST_PROXY=true and names how to say it instead", () => {
      expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=1/);
      expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/40" })).toThrow(/TRUST_PROXY/);
      expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
      expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.0.1.0/24" }).trustProxy).toEqual([
        "10.0.0.5",
        "10.0.1.0/24",
      ]);
      expect(loadConfig({}).trustProxy).toBe(false);
    });
  });

  describe("finding 15: a school's computer room behind one address", () => {
    let learners: SignedIn[];
    beforeAll(async () => {
      learners = [await signIn(server.url, newPhone()), await signIn(server.url, newPhone())];
    });

    it("counts a signed-in child against the account, not the room's address", async () => {
      const base = await withLimits({ IP_RATE_LIMIT_MAX: "3", RATE_LIMIT_MAX: "4" });
      const [first, second] = learners as [SignedIn, SignedIn];
      const mine = await statuses(5, () =>
        call(base, "/accounts/profile", { method: "PATCH", token: first.token, body: {} }),
      );
      expect(mine).toEqual([200, 200, 200, 200, 429]);
      // The classmate at the next computer, and a visitor there, still get through.
      expect(
        (await call(base, "/accounts/profile", { method: "PATCH", token: second.token, body: {} })).status,
      ).toBe(200);
      expect((await call(base, "/apps")).status).toBe(200);
    });

    it("lifts per-IP limits for listed school networks", async () => {
      const base = await withLimits({
        IP_RATE_LIMIT_MAX: "3",
        SCHOOL_NETWORKS: "127.0.0.0/8,::1",
        SMS_DAILY_PER_IP: "2",
      });
      expect(await statuses(6, () => call(base, "/apps"))).toEqual([200, 200, 200, 200, 200, 200]);
      const codes = await statuses(4, () => requestCode(base, newPhone()));
      expect(codes).toEqual([200, 200, 200, 200]);
    });

    it("still caps codes per IP elsewhere", async () => {
      const base = await withLimits({ SMS_DAILY_PER_IP: "2" });
      // The shared database already holds today's codes from this address; a fresh cap of 2 is spent.
      const reply = await requestCode(base, newPhone());
      expect(reply.status).toBe(429);
      expect(reply.body.detail).toContain("明天");
    });

    it("limits the sign-in calls per phone number, so one number cannot be hammered", async () => {
      const base = await withLimits({ AUTH_RATE_LIMIT_MAX: "2" });
      const phone = newPhone();
      const attempts = await statuses(3, () =>
        call(base, "/accounts/login_signup", { body: { phone }, bearer: "e30=" }),
      );
      expect(attempts).toEqual([400, 400, 429]);
      const another = await call(base, "/accounts/login_signup", {
        body: { phone: newPhone() },
        bearer: "e30=",
      });
      expect(another.status).toBe(400);
    });

    it("refuses a school network that is not one, naming the setting", () => {
      expect(() => loadConfig({ SCHOOL_NETWORKS: "10.0.0.0/8,computer-room" })).toThrow(
        /SCHOOL_NETWORKS.*computer-room/,
      );
    });
  });

  describe("finding 14: the day starts at midnight in China", () => {
    it("counts today's codes from 00:00 Asia/Shanghai and says how long until the next day", async () => {
      const base = await withLimits({ SMS_DAILY_PER_PHONE: "1" });
      const now = new Date();
      const today = dayBounds(now, "Asia/Shanghai");
      const phone = newPhone();
      // Sent one minute before Shanghai's midnight: yesterday's, so today's single code is still free.
      await server.ctx.db.insert(smsCodes).values({
        id: `y-${phone}`,
        phone,
        ip: "198.51.100.1",
        codeHash: "x",
        createdAt: new Date(today.start.getTime() - 60_000),
        expiresAt: new Date(today.start.getTime()),
      });
      expect((await requestCode(base, phone)).status).toBe(200);
      const second = newPhone();
      await server.ctx.db.insert(smsCodes).values({
        id: `t-${second}`,
        phone: second,
        ip: "198.51.100.1",
        codeHash: "x",
        createdAt: new Date(today.start.getTime() + 60_000),
        expiresAt: new Date(today.start.getTime() + 120_000),
      });
      const refused = await requestCode(base, second);
      expect(refused.status).toBe(429);
      const untilMidnight = (today.end.getTime() - Date.now()) / 1000;
      expect(Math.abs(refused.body.retryAfter! - untilMidnight)).toBeLessThan(5);
    });

    it("takes another zone from TIME_ZONE and refuses one that does not exist", () => {
      expect(loadConfig({ TIME_ZONE: "Asia/Hong_Kong" }).timeZone).toBe("Asia/Hong_Kong");
      expect(loadConfig({}).timeZone).toBe("Asia/Shanghai");
      expect(() => loadConfig({ TIME_ZONE: "Mars/Olympus" })).toThrow(/TIME_ZONE/);
    });
  });
});
