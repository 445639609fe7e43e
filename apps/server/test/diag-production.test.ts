import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

/**
 * Issue 38: `GET diag/status/{code}` answered 500 and 10-second delays to anyone in production.
 * SPEC §7 keeps the route (the client's error handling is tested through it, /tests/api); in
 * production a stranger gets at once the statuses a page handles and nothing that holds the
 * server or fills its error logs. misc-routes.test.ts covers the route outside production.
 */
describe("diag/status in production", () => {
  const adminPhone = newPhone();
  let dev: TestServer;
  let production: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;
  beforeAll(async () => {
    dev = await startTestServer("pglite", { ADMIN_PHONES: adminPhone });
    // Production on the same database, with the dev stand-ins allowed so it starts here; people
    // sign in through the test server's outbox (production has none) with the same token secret.
    production = await startTestServer(
      "pglite",
      { NODE_ENV: "production", ALLOW_DEV_ADAPTERS: "1", ADMIN_PHONES: adminPhone },
      { database: dev.ctx.database },
    );
    [admin, learner] = await Promise.all([signIn(dev.url, adminPhone), signIn(dev.url, newPhone())]);
  });
  afterAll(async () => {
    await production?.close();
    await dev?.close();
  });

  const diag = (path: string, who: SignedIn | null = null) =>
    call(production.url, `/diag/status/${path}`, { token: who?.token ?? null });

  it("answers the statuses a page handles, to anyone, at once", async () => {
    expect((await diag("200")).body).toEqual({ status: 200, message: "Status 200.", delay: 0 });
    for (const code of [400, 401, 404, 408, 429]) {
      const reply = await diag(`${code}?message=diag%20${code}`, learner);
      expect(reply.status).toBe(code);
      expect(reply.body).toMatchObject({ message: `diag ${code}` });
    }
  });

  it("refuses a stranger server errors and delays, in Chinese, without waiting", async () => {
    for (const path of ["500", "503", "599", "200?delay=10000", "404?delay=1"]) {
      for (const who of [null, learner]) {
        const reply = await diag(path, who);
        expect(reply.status).toBe(403);
        expect(reply.body.detail).toMatch(/只有管理员/);
        // The refusal names no delay it waited: it did not wait.
        expect(reply.body).not.toHaveProperty("delay");
      }
    }
  });

  it("still gives an admin everything, for trying the client against the real server", async () => {
    expect((await diag("500", admin)).status).toBe(500);
    const slow = await diag("503?delay=50", admin);
    expect(slow.status).toBe(503);
    expect((await diag("200?delay=20", admin)).body).toEqual({
      status: 200,
      message: "Status 200.",
      delay: 20,
    });
  });

  it("keeps answering everything outside production (the client's error tests)", async () => {
    expect((await call(dev.url, "/diag/status/500")).status).toBe(500);
    expect((await call(dev.url, "/diag/status/200?delay=20")).body.delay).toBe(20);
  });
});
