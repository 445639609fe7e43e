import type { SmsChallenge } from "@qisi/api/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsCodes } from "../src/db/schema.ts";
import { call, newPhone, solvedCaptcha } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

const newKey = () => crypto.randomUUID();

describe.each(backends)("an SMS code request repeated with its Idempotency-Key on %s", (backend) => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    base = server.url;
  });
  afterAll(() => server.close());

  const codesSentTo = async (phone: string) =>
    (await server.ctx.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).length;

  const askForCode = (phone: string, captcha: string, key?: string) =>
    call<SmsChallenge & { code?: string; detail?: string }>(base, "/accounts/chal/sms", {
      body: { phone },
      bearer: captcha,
      ...(key && { headers: { "idempotency-key": key } }),
    });

  it("answers the retry with the first challenge: one SMS, the captcha spent once", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(base);
    const key = newKey();
    const first = await askForCode(phone, captcha, key);
    const retry = await askForCode(phone, captcha, key);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await codesSentTo(phone)).toBe(1);
  });

  it("does the work once when two copies arrive together", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(base);
    const key = newKey();
    const replies = await Promise.all([1, 2, 3].map(() => askForCode(phone, captcha, key)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.body.id)).size).toBe(1);
    expect(await codesSentTo(phone)).toBe(1);
  });

  it("without a key, a second request with the same captcha is refused (the captcha is single-use)", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(base);
    expect((await askForCode(phone, captcha)).status).toBe(200);
    const again = await askForCode(phone, captcha);
    expect(again.body.code).toBe("captcha_failed");
    expect(await codesSentTo(phone)).toBe(1);
  });

  it("keeps a refusal as the answer: the retry gets it again and sends nothing", async () => {
    const phone = newPhone();
    expect((await askForCode(phone, await solvedCaptcha(base), newKey())).status).toBe(200);
    const captcha = await solvedCaptcha(base);
    const key = newKey();
    const refused = await askForCode(phone, captcha, key);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("sms_failed");
    // A minute passes: a new request would now send a code, but the retry repeats the first answer.
    await server.ctx.db
      .update(smsCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(smsCodes.phone, phone));
    const retry = await askForCode(phone, captcha, key);
    expect(retry.status).toBe(429);
    expect(retry.body).toMatchObject({ code: "sms_failed", detail: refused.body.detail });
    expect(await codesSentTo(phone)).toBe(1);
  });

  it("refuses a key reused for another phone number, in Chinese", async () => {
    const captcha = await solvedCaptcha(base);
    const key = newKey();
    expect((await askForCode(newPhone(), captcha, key)).status).toBe(200);
    const reused = await askForCode(newPhone(), captcha, key);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: "bad_request" });
    expect(reused.body.detail).toContain("请求编号");
  });

  it.each(["short", "x".repeat(101), "bad key with spaces!!", "dots.are.not.allowed.here"])(
    "refuses the malformed key %j with a 400 naming the header",
    async (key) => {
      const reply = await askForCode(newPhone(), await solvedCaptcha(base), key);
      expect(reply.status).toBe(400);
      expect(reply.body.detail).toContain("请求编号（Idempotency-Key）");
    },
  );
});
