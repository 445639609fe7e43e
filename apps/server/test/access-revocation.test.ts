import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, newPhone, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

/** Issue 16 finding 10: an access token must stop working the moment its sign-in ends. */
describe.each(backends)("access after logout and deletion on %s", (backend) => {
  let server: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
    // Another instance on the same database, as behind a load balancer.
    second = await startTestServer(backend, {}, { database: server.ctx.database });
  });
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  const readProfile = (base: string, token: string) =>
    call(base, "/accounts/profile", { method: "PATCH", token, body: {} });
  const newProject = (base: string, token: string) =>
    call(base, "/projects", { token, body: { kind: "python", title: "小作品", body: "print(1)" } });

  it("ends the access token at logout, on this instance and on another", async () => {
    const person = await signIn(server.url, newPhone());
    expect((await readProfile(second.url, person.token)).status).toBe(200);
    await call(server.url, "/accounts/logout", { method: "POST", cookie: person.cookie });
    for (const base of [server.url, second.url]) {
      const reply = await readProfile(base, person.token);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe("unauthorized");
      expect(reply.body.detail).toContain("退出登录");
      expect((await newProject(base, person.token)).status).toBe(401);
    }
  });

  it("ends the session of the access token sent to logout, even without the cookie", async () => {
    const person = await signIn(server.url, newPhone());
    await call(second.url, "/accounts/logout", { method: "POST", token: person.token });
    expect((await readProfile(server.url, person.token)).status).toBe(401);
    expect((await call(server.url, "/accounts/session", { cookie: person.cookie })).body.id).toBe(0);
  });

  it("keeps other sign-ins of the same person working", async () => {
    const phoneSession = await signIn(server.url, newPhone());
    // A second sign-in of the same account (another device): its own refresh cookie and session.
    const { token: cookie } = await server.ctx.refreshTokens.create(phoneSession.id);
    const laptop = await call(server.url, "/accounts/session", { cookie: `qisi_refresh=${cookie}` });
    await call(server.url, "/accounts/logout", { method: "POST", cookie: phoneSession.cookie });
    expect((await readProfile(server.url, laptop.body.token)).status).toBe(200);
    expect((await readProfile(server.url, phoneSession.token)).status).toBe(401);
  });

  it("answers a valid token of a deleted account with 401, not a 500", async () => {
    const person = await signIn(server.url, newPhone());
    const other = await signIn(server.url, newPhone());
    // Deleted from the database directly, as an operator or a second tab would.
    await server.ctx.database.query("DELETE FROM accounts WHERE id = $1", [person.id]);
    for (const reply of [
      await newProject(server.url, person.token),
      await newProject(second.url, person.token),
      await call(server.url, "/lessons/1/progress", { token: person.token, body: {} }),
      await call(server.url, "/orders", { token: person.token, body: [{ package_uid: "x" }] }),
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe("unauthorized");
    }
    expect((await newProject(server.url, other.token)).status).toBe(201);
  });

  it("asks the client to refresh a token from before tokens named their session", async () => {
    const person = await signIn(server.url, newPhone());
    const old = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(person.id))
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("access:test-secret"));
    const reply = await readProfile(server.url, old);
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe("token_expired");
  });
});
