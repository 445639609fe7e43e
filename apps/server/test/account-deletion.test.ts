import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyPackage, call, newPhone, requestCode, type SignedIn, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

/** Issue 16 finding 18: deleting an account needs a fresh SMS code, says what goes, and takes it all. */
describe.each(backends)("deleting an account on %s", (backend) => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    base = server.url;
  });
  afterAll(() => server.close());

  const rows = (sql: string, params: unknown[]) => server.ctx.database.query(sql, params);
  const stillThere = async (who: SignedIn) =>
    (await rows("SELECT id FROM accounts WHERE id = $1", [who.id])).length === 1;
  /** The sign-in code was sent more than the 60 s resend wait ago. */
  const signedInAMinuteAgo = (phone: string) =>
    rows("UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1", [phone]);
  /** The code the account's phone received for deleting, as the person would type it. */
  async function deletionCode(who: SignedIn, phone: string) {
    await signedInAMinuteAgo(phone);
    const challenge = await call(base, "/accounts/me/deletion/code", { method: "POST", token: who.token });
    expect(challenge.status).toBe(200);
    return { challenge: challenge.body, answer: server.outbox.lastFor(phone)!.code };
  }
  it("refuses the old two taps: an access token alone deletes nothing", async () => {
    const person = await signIn(base, newPhone());
    const reply = await call(base, "/accounts/me", { method: "DELETE", token: person.token });
    expect(reply.status).toBe(400);
    expect(await stillThere(person)).toBe(true);
  });

  it("refuses a wrong code, and a code sent to another phone", async () => {
    const phone = newPhone();
    const person = await signIn(base, phone);
    const { challenge, answer } = await deletionCode(person, phone);
    const wrong = answer === "000000" ? "111111" : "000000";
    const refused = await call(base, "/accounts/me", {
      method: "DELETE",
      token: person.token,
      body: { challenge, answer: wrong },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("code_wrong");
    // Someone holding the token asks a code for their own phone: it does not fit this account.
    const theirPhone = newPhone();
    const theirs = await requestCode(base, theirPhone);
    const foreign = await call(base, "/accounts/me", {
      method: "DELETE",
      token: person.token,
      body: { challenge: theirs.body, answer: server.outbox.lastFor(theirPhone)!.code },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.detail).toContain("不匹配");
    expect(await stillThere(person)).toBe(true);
  });

  it("takes the account's uploads and live snapshots with it", async () => {
    const phone = newPhone();
    const person = await signIn(base, phone);
    const drawing = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><title>${phone}</title></svg>`);
    const name = `${createHash("md5").update(drawing).digest("hex")}.svg`;
    const uploaded = await call(base, `/assets/${name}`, {
      token: person.token,
      raw: new Uint8Array(drawing),
      headers: { "content-type": "image/svg+xml" },
    });
    expect(uploaded.status).toBeLessThan(300);
    const live = await call(base, "/live", {
      token: person.token,
      body: { name: "小明", code: "print(1)", console: "" },
    });
    expect(live.status).toBe(201);
    const { challenge, answer } = await deletionCode(person, phone);
    const gone = await call(base, "/accounts/me", {
      method: "DELETE",
      token: person.token,
      body: { challenge, answer },
    });
    expect(gone.status).toBeLessThan(300);
    expect(await rows("SELECT 1 FROM assets WHERE md5ext = $1", [name])).toEqual([]);
    expect(await rows("SELECT 1 FROM live_snapshots WHERE id = $1", [live.body.id])).toEqual([]);
  });

  it("says what will go and what is kept, with the phone masked", async () => {
    const phone = newPhone();
    const person = await signIn(base, phone);
    await call(base, "/projects", { token: person.token, body: { kind: "python", title: "一", body: "" } });
    await buyPackage(base, person, "25s2-01-trial");
    const reply = await call(base, "/accounts/me/deletion", { token: person.token });
    expect(reply.body).toMatchObject({
      phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      projects: 1,
      courses: 1,
      paidOrders: 1,
    });
  });

  it("deletes projects, courses and progress; keeps paid orders without the person", async () => {
    const phone = newPhone();
    const person = await signIn(base, phone);
    const project = await call(base, "/projects", {
      token: person.token,
      body: { kind: "python", title: "我的", body: "print(1)" },
    });
    const { orderId } = await buyPackage(base, person, "25s2-01-trial");

    const confirmed = await deletionCode(person, phone);
    const reply = await call(base, "/accounts/me", {
      method: "DELETE",
      token: person.token,
      body: confirmed,
    });
    expect(reply.body).toEqual({ ok: true });

    expect(await stillThere(person)).toBe(false);
    expect(await rows("SELECT id FROM projects WHERE id = $1", [project.body.id])).toHaveLength(0);
    expect(await rows("SELECT * FROM user_apps WHERE account_id = $1", [person.id])).toHaveLength(0);
    const [order] = await rows(
      "SELECT o.status, a.phone FROM orders o JOIN accounts a ON a.id = o.account_id WHERE o.id = $1",
      [orderId],
    );
    expect(order).toEqual({ status: "paid", phone: "closed-accounts" });
    // The access token died with the account.
    expect((await call(base, "/accounts/me/deletion", { token: person.token })).status).toBe(401);
  });
});
