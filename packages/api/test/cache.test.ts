import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signedIn, testClient } from "./support/fixtures.ts";
import { json, type RecordingServer, sequence, startRecordingServer } from "./support/recording-server.ts";

let server: RecordingServer;
beforeEach(async () => {
  server = await startRecordingServer();
});
afterEach(() => server.close());

const page = (title: string) => ({ items: [{ id: "p1", title }], next: null });

describe("given GET requests", () => {
  it("sends 100 concurrent identical GETs as 1 request", async () => {
    server.on("GET", "projects/user/7", json(200, page("a"), 20));
    const client = testClient(server);
    const answers = await Promise.all(Array.from({ length: 100 }, () => client.getUserProjects(7)));
    expect(server.requests).toHaveLength(1);
    expect(new Set(answers).size).toBe(1);
  });

  it("answers a repeated GET from memory, with no lifetime limit by default", async () => {
    server.on("GET", "projects/user/7", json(200, page("a")));
    const client = testClient(server);
    await client.getUserProjects(7);
    await client.getUserProjects(7);
    expect(server.requests).toHaveLength(1);
  });

  it("keys the cache by path and query", async () => {
    server.on("GET", "projects/user/7", json(200, page("a")));
    const client = testClient(server);
    await client.getUserProjects(7);
    await client.getUserProjects(7, "2026-01-01T00:00:00Z");
    await client.getUserProjects(7, "2026-01-01T00:00:00Z");
    expect(server.requests.map((r) => r.query.get("until"))).toEqual([null, "2026-01-01T00:00:00Z"]);
  });

  it("refetches once a configured TTL has passed", async () => {
    server.on("GET", "projects/user/7", sequence(json(200, page("old")), json(200, page("new"))));
    const client = testClient(server, { cacheTtl: 30 });
    await client.getUserProjects(7);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(client.getUserProjects(7)).resolves.toEqual(page("new"));
    expect(server.requests).toHaveLength(2);
  });

  it("never keeps a failure: the next call asks again", async () => {
    server.on("GET", "projects/user/7", sequence(json(404, { message: "nope" }), json(200, page("a"))));
    const client = testClient(server);
    await expect(client.getUserProjects(7)).rejects.toMatchObject({ status: 404 });
    await expect(client.getUserProjects(7)).resolves.toEqual(page("a"));
  });

  it("does not cache what is watched as it changes: session, captcha, payment status, live snapshot", async () => {
    server.on("GET", "accounts/chal", json(200, { challenge: "c" }));
    server.on("GET", "payment/pay-1", json(200, { id: "pay-1", status: "pending" }));
    server.on("GET", "live/abc", json(200, { id: "abc" }));
    server.on("GET", "accounts/session", json(200, signedIn()));
    const client = testClient(server);
    for (let i = 0; i < 2; i++) {
      await client.getCaptchaChallenge();
      await client.getPayment("pay-1");
      await client.getLive("abc");
      await client.fetchSession();
    }
    expect(server.requests).toHaveLength(8);
  });
});

describe("given non-GET requests", () => {
  it("never caches a POST", async () => {
    server.on("POST", "orders", json(200, { id: "o1" }));
    const client = testClient(server);
    await client.createOrder([{ package_uid: "p1" }]);
    await client.createOrder([{ package_uid: "p1" }]);
    expect(server.requests).toHaveLength(2);
  });

  it("deduplicates identical POSTs while they are in flight", async () => {
    server.on("POST", "orders", json(200, { id: "o1" }, 20));
    const client = testClient(server);
    await Promise.all([
      client.createOrder([{ package_uid: "p1" }]),
      client.createOrder([{ package_uid: "p1" }]),
    ]);
    expect(server.requests).toHaveLength(1);
  });

  it("sends POSTs with different bodies separately", async () => {
    server.on("POST", "orders", json(200, { id: "o1" }, 20));
    const client = testClient(server);
    await Promise.all([
      client.createOrder([{ package_uid: "p1" }]),
      client.createOrder([{ package_uid: "p2" }]),
    ]);
    expect(server.requests).toHaveLength(2);
  });
});

describe("given invalidation", () => {
  it("drops cached GETs under a prefix and leaves the others", async () => {
    server.on("GET", "projects/user/7", json(200, page("a")));
    server.on("GET", "apps/user/7", json(200, []));
    const client = testClient(server);
    await client.getUserProjects(7);
    await client.getUserApps(7);
    expect(client.invalidate("projects/")).toBe(1);
    await client.getUserProjects(7);
    await client.getUserApps(7);
    expect(server.requests.map((r) => r.path)).toEqual(["projects/user/7", "apps/user/7", "projects/user/7"]);
  });

  it("does not let a GET that was in flight during invalidation refill the cache", async () => {
    server.on("GET", "projects/user/7", sequence(json(200, page("before"), 30), json(200, page("after"))));
    const client = testClient(server);
    const inFlight = client.getUserProjects(7);
    client.invalidate("projects/");
    await expect(inFlight).resolves.toEqual(page("before"));
    await expect(client.getUserProjects(7)).resolves.toEqual(page("after"));
  });

  const mutations = {
    remix: (c: ReturnType<typeof testClient>) => c.remixProject("p1"),
    copy: (c: ReturnType<typeof testClient>) => c.copyProject("p1"),
    save: (c: ReturnType<typeof testClient>) => c.saveProject("p1", { body: "{}", version: 1 }),
    rename: (c: ReturnType<typeof testClient>) => c.renameProject("p1", "新名字"),
    delete: (c: ReturnType<typeof testClient>) => c.deleteProject("p1"),
    create: (c: ReturnType<typeof testClient>) =>
      c.createProject({ kind: "scratch", title: "t", body: "{}" }),
  };
  for (const [name, mutate] of Object.entries(mutations)) {
    it(`a ${name} invalidates the cached project lists and remixes`, async () => {
      server.on("GET", "projects/user/7", sequence(json(200, page("before")), json(200, page("after"))));
      server.on("GET", "projects/remixes", json(200, {}));
      for (const [method, path] of [
        ["POST", "projects/remix"],
        ["POST", "projects/p1/copy"],
        ["PUT", "projects/p1"],
        ["PATCH", "projects/p1"],
        ["DELETE", "projects/p1"],
        ["POST", "projects"],
      ] as const) {
        server.on(method, path, json(200, { projectId: "p2", id: "p2", version: 2 }));
      }
      const client = testClient(server);
      await client.getUserProjects(7);
      await client.getRemixes(["p1"]);
      await mutate(client);
      await expect(client.getUserProjects(7)).resolves.toEqual(page("after"));
      await client.getRemixes(["p1"]);
      expect(server.requestsTo("GET", "projects/remixes")).toHaveLength(2);
    });
  }

  it("invalidates even when the mutation failed (a timed-out save may have landed)", async () => {
    server.on("GET", "projects/user/7", json(200, page("a")));
    server.on("PUT", "projects/p1", json(409, { message: "Conflict" }));
    const client = testClient(server);
    await client.getUserProjects(7);
    await client.saveProject("p1", { body: "{}", version: 1 }).catch(() => undefined);
    await client.getUserProjects(7);
    expect(server.requestsTo("GET", "projects/user/7")).toHaveLength(2);
  });
});

describe("given a change of user", () => {
  it("login clears the cache of the visitor", async () => {
    server.on("GET", "apps/user/7", json(200, []));
    server.on("POST", "accounts/login_signup", json(200, signedIn("t", 7)));
    const client = testClient(server);
    await client.getUserApps(7);
    await client.loginSignup(
      "13800138000",
      { id: "c", phone: "1", expires: 0, resendAfter: 60, signature: "s" },
      "123456",
    );
    await client.getUserApps(7);
    expect(server.requestsTo("GET", "apps/user/7")).toHaveLength(2);
  });

  it("logout clears the cache and the session, even when the server cannot be reached", async () => {
    server.on("GET", "apps/user/7", json(200, []));
    server.on("POST", "accounts/logout", json(503, {}));
    const client = testClient(server, { session: signedIn() });
    await client.getUserApps(7);
    await expect(client.logout()).rejects.toMatchObject({ status: 503 });
    expect(client.isLoggedIn()).toBe(false);
    await client.getUserApps(7);
    expect(server.requestsTo("GET", "apps/user/7")).toHaveLength(2);
  });

  it("a token refresh for the same user keeps the cache", async () => {
    server.on("GET", "apps/user/7", json(200, []));
    const client = testClient(server, { session: signedIn("a") });
    await client.getUserApps(7);
    client.setSession(signedIn("b"));
    await client.getUserApps(7);
    expect(server.requests).toHaveLength(1);
  });
});
