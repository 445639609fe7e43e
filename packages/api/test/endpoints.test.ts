import type { ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createQisiClient, type Depot, loggedOutSession } from "../src/index.ts";
import { signedIn, testClient } from "./support/fixtures.ts";
import {
  json,
  type RecordedRequest,
  type RecordingServer,
  startRecordingServer,
} from "./support/recording-server.ts";

let server: RecordingServer;
beforeEach(async () => {
  server = await startRecordingServer();
});
afterEach(() => server.close());

const ok = json(200, { ok: true });
const only = () => {
  expect(server.requests).toHaveLength(1);
  return server.requests[0]!;
};

describe("accounts", () => {
  it("fetchSession sends wxcode and wxopenId, omits them when null, and stores the answer", async () => {
    server.on("GET", "accounts/session", json(200, signedIn("t", 3)));
    const client = testClient(server);
    await client.fetchSession({ wxcode: "code-1" });
    await client.fetchSession({ wxcode: null as unknown as string, wxopenId: "oid" });
    expect(server.requests.map((r) => r.query.toString())).toEqual(["wxcode=code-1", "wxopenId=oid"]);
    expect(client.getSession()).toMatchObject({ id: 3, token: "t" });
  });

  it("fetchSession only warns on failure and answers a logged-out session", async () => {
    server.on("GET", "accounts/session", json(404, { message: "gone" }));
    const warnings: unknown[][] = [];
    const client = testClient(server, {
      session: signedIn(),
      logger: { warn: (...args) => warnings.push(args) },
    });
    await expect(client.fetchSession()).resolves.toEqual(loggedOutSession);
    expect(warnings).toHaveLength(1);
    expect(client.getSession().id).toBe(7);
  });

  it("getCaptchaChallenge is GET accounts/chal", async () => {
    server.on("GET", "accounts/chal", json(200, { challenge: "c" }));
    await expect(testClient(server).getCaptchaChallenge()).resolves.toEqual({ challenge: "c" });
  });

  it("updateProfile PATCHes accounts/profile and merges the account into the session", async () => {
    server.on(
      "PATCH",
      "accounts/profile",
      json(200, { ...signedIn(), token: undefined, nickname: "新昵称" }),
    );
    const client = testClient(server, { session: signedIn("keep") });
    await client.updateProfile({ nickname: "新昵称" });
    expect(only().json()).toEqual({ nickname: "新昵称" });
    expect(client.getSession()).toMatchObject({ nickname: "新昵称", token: "keep" });
  });

  it("deleteAccount is DELETE accounts/me with the SMS confirmation, and signs out", async () => {
    server.on("DELETE", "accounts/me", ok);
    const client = testClient(server, { session: signedIn() });
    const challenge = { id: "c", phone: "13800000000", expires: 1, resendAfter: 60, signature: "s" };
    await client.deleteAccount(challenge, "123456");
    expect(only().method).toBe("DELETE");
    expect(only().json()).toEqual({ challenge, answer: "123456" });
    expect(client.isLoggedIn()).toBe(false);
  });

  it("notifies session listeners with the next and previous session", async () => {
    server.on("POST", "accounts/logout", ok);
    const client = testClient(server, { session: signedIn() });
    const changes: number[][] = [];
    const unsubscribe = client.onSessionChange((next, previous) => changes.push([previous.id, next.id]));
    await client.logout();
    unsubscribe();
    client.setSession(signedIn());
    expect(changes).toEqual([[7, 0]]);
  });
});

describe("apps", () => {
  it("getUserApps hides -x01 apps when there are others", async () => {
    server.on("GET", "apps/user/7", json(200, [{ uid: "23h2-python-01" }, { uid: "25s2-python-cpp-x01" }]));
    await expect(testClient(server).getUserApps(7)).resolves.toEqual([{ uid: "23h2-python-01" }]);
  });

  it("getApp is GET apps/{appId}", async () => {
    server.on("GET", "apps/25s2-python-cpp-01", json(200, { uid: "25s2-python-cpp-01", packages: [] }));
    await expect(testClient(server).getApp("25s2-python-cpp-01")).resolves.toMatchObject({ packages: [] });
  });

  it("getAppDepot numbers items from 1 across groups", async () => {
    const depot = {
      id: "d",
      appUid: "a",
      title: "t",
      children: [
        { id: "g1", title: "一", children: [{ id: "i1" }, { id: "i2" }] },
        { id: "g2", title: "二", children: [{ id: "i3" }] },
      ],
    };
    server.on("GET", "apps/a/depot", json(200, depot));
    const numbered: Depot = await testClient(server).getAppDepot("a");
    expect(numbered.children.flatMap((g) => g.children.map((i) => i.displaySeq))).toEqual([1, 2, 3]);
  });

  it("getDepotData answers {} when the data cannot be had", async () => {
    server.on("GET", "apps/depot/d1/data", json(500, { message: "boom" }));
    await expect(testClient(server).getDepotData("d1")).resolves.toEqual({});
  });

  it("getDepotData passes the lessons through", async () => {
    server.on("GET", "apps/depot/d1/data", json(200, { lessons: { l1: { id: "l1" } } }));
    await expect(testClient(server).getDepotData("d1")).resolves.toEqual({ lessons: { l1: { id: "l1" } } });
  });

  it("setReminder PUTs and cancelReminder DELETEs apps/{appId}/reminder, each dropping the cached state", async () => {
    let reminded = false;
    const answer = (now?: boolean) => (request: RecordedRequest, response: ServerResponse) => {
      if (now !== undefined) reminded = now;
      return json(200, { appUid: "a", reminded })(request, response);
    };
    server.on("GET", "apps/a/reminder", answer());
    server.on("PUT", "apps/a/reminder", answer(true));
    server.on("DELETE", "apps/a/reminder", answer(false));
    const client = testClient(server, { session: signedIn() });
    await expect(client.getReminder("a")).resolves.toEqual({ appUid: "a", reminded: false });
    await expect(client.getReminder("a")).resolves.toEqual({ appUid: "a", reminded: false });
    expect(server.requestsTo("GET", "apps/a/reminder")).toHaveLength(1);
    await expect(client.setReminder("a")).resolves.toEqual({ appUid: "a", reminded: true });
    await expect(client.getReminder("a")).resolves.toEqual({ appUid: "a", reminded: true });
    await client.cancelReminder("a");
    await expect(client.getReminder("a")).resolves.toEqual({ appUid: "a", reminded: false });
    expect(server.requestsTo("GET", "apps/a/reminder")).toHaveLength(3);
    expect(server.requestsTo("PUT", "apps/a/reminder")[0]!.headers.authorization).toBe("Bearer token-1");
  });
});

describe("projects", () => {
  it("getRemixes repeats the project query", async () => {
    server.on("GET", "projects/remixes", json(200, {}));
    await testClient(server).getRemixes(["a", "b"]);
    expect(only().query.getAll("project")).toEqual(["a", "b"]);
  });

  it("getUserProjects sends until only when given", async () => {
    server.on("GET", "projects/user/7", json(200, { items: [], next: null }));
    const client = testClient(server);
    await client.getUserProjects(7);
    await client.getUserProjects(7, "2026-11-01T00:00:00Z");
    expect(server.requests.map((r) => r.query.toString())).toEqual(["", "until=2026-11-01T00%3A00%3A00Z"]);
  });

  it.each([
    ["createProject", "POST", "projects", { kind: "scratch", title: "t", body: "{}" }],
    ["saveProject", "PUT", "projects/p%2F1", { body: "{}", version: 3 }],
    ["renameProject", "PATCH", "projects/p%2F1", { title: "新名字" }],
    ["copyProject", "POST", "projects/p%2F1/copy", undefined],
    ["remixProject", "POST", "projects/remix", { projectId: "p/1" }],
    ["openLessonProject", "POST", "projects/lesson/p%2F1", undefined],
    ["getProject", "GET", "projects/p%2F1", undefined],
    ["deleteProject", "DELETE", "projects/p%2F1", undefined],
  ])("%s is %s %s", async (name, method, path, body) => {
    server.on(method, path, json(200, { id: "p/1", projectId: "p2", version: 4 }));
    const client = testClient(server) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const args: Record<string, unknown[]> = {
      createProject: [{ kind: "scratch", title: "t", body: "{}" }],
      saveProject: ["p/1", { body: "{}", version: 3 }],
      renameProject: ["p/1", "新名字"],
    };
    await client[name]!(...(args[name] ?? ["p/1"]));
    const sent = only();
    expect(sent.method).toBe(method);
    expect(sent.text ? sent.json() : undefined).toEqual(body);
  });
});

describe("assets", () => {
  it("getAsset answers the raw bytes", async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    server.on("GET", "assets/abc.png", (_request, response) => {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(bytes);
    });
    const answer = await testClient(server).getAsset("abc.png");
    expect(answer).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(answer).equals(bytes)).toBe(true);
  });

  it("saveAsset POSTs the raw bytes with the asset's content type", async () => {
    server.on("POST", "assets/abc.svg", ok);
    const svg = new TextEncoder().encode("<svg>启</svg>");
    await testClient(server).saveAsset("abc.svg", svg);
    const sent = only();
    expect(sent.headers["content-type"]).toBe("image/svg+xml");
    expect(sent.text).toBe("<svg>启</svg>");
  });
});

describe("the Scratch studio's calls", () => {
  it("getScratchLibrary reads scratch/library", async () => {
    const library = { costumes: [], backdrops: [], sprites: [], sounds: [], starter: { targets: [] } };
    server.on("GET", "scratch/library", json(200, library));
    expect(await testClient(server).getScratchLibrary()).toEqual(library);
    expect(only().method).toBe("GET");
  });

  it("assetUrl names the asset under the client's base URL", () => {
    expect(testClient(server).assetUrl("0123abcd.svg")).toBe(
      `${server.apiUrl.replace(/\/$/, "")}/assets/0123abcd.svg`,
    );
    expect(createQisiClient().assetUrl("a b.wav")).toBe("/api/assets/a%20b.wav");
  });

  it("shareProject PATCHes {shared}", async () => {
    server.on("PATCH", "projects/p1", json(200, { id: "p1", version: 2, updatedAt: "x" }));
    await testClient(server).shareProject("p1", true);
    expect(only().json()).toEqual({ shared: true });
  });
});

describe("orders and payments", () => {
  it("createOrder defaults each line's count to 1", async () => {
    server.on("POST", "orders", json(200, { id: "o1" }));
    await testClient(server).createOrder([{ package_uid: "a" }, { package_uid: "b", count: 2 }]);
    expect(only().json()).toEqual([
      { package_uid: "a", count: 1 },
      { package_uid: "b", count: 2 },
    ]);
  });

  it("payOrder fills institution, channel and open_id", async () => {
    server.on("POST", "payment/order", json(200, { id: "pay" }));
    const client = testClient(server, {
      session: { ...signedIn(), wxopenId: "oid-1" },
      paymentChannel: () => "jsapi",
    });
    await client.payOrder("o1");
    expect(only().json()).toEqual({
      order_id: "o1",
      institution: "wechatpay",
      channel: "jsapi",
      open_id: "oid-1",
    });
  });

  it("payAmount is POST payment/internal with the caller's choices", async () => {
    server.on("POST", "payment/internal", json(200, { id: "pay" }));
    await testClient(server).payAmount(9900, { channel: "h5", open_id: null });
    expect(only().json()).toEqual({ amount: 9900, institution: "wechatpay", channel: "h5", open_id: null });
  });

  it("settleSandboxPayment posts the result for the signed-in owner", async () => {
    server.on("POST", "payment/sandbox/pay-2", json(200, { ok: true, changed: true }));
    expect(await testClient(server, { session: signedIn() }).settleSandboxPayment("pay-2", "failed")).toEqual(
      { ok: true, changed: true },
    );
    expect(only().json()).toEqual({ result: "failed" });
    expect(only().headers.authorization).toMatch(/^Bearer /);
  });

  it("getPayment invalidates the learner's apps once paid", async () => {
    server.on("GET", "apps/user/7", json(200, []));
    server.on("GET", "payment/pay-1", json(200, { id: "pay-1", status: "paid" }));
    const client = testClient(server);
    await client.getUserApps(7);
    await client.getPayment("pay-1");
    await client.getUserApps(7);
    expect(server.requestsTo("GET", "apps/user/7")).toHaveLength(2);
  });
});

describe("live, diagnostics, redirects", () => {
  it("openLive posts {name, code, console} to live and answers the id, secret and number", async () => {
    const created = { id: "a".repeat(22), secret: "s", number: 12345678, numberExpiresAt: "", expiresAt: "" };
    server.on("POST", "live", json(201, created));
    const sync = { name: "小启", code: "print(1)", console: "1\n" };
    await expect(testClient(server).openLive(sync)).resolves.toEqual(created);
    expect(only().json()).toEqual(sync);
  });

  it("postLive posts the snapshot with its write secret to live/{id}", async () => {
    server.on("POST", "live/abc", json(200, { number: 12345678 }));
    await testClient(server).postLive("abc", "secret-1", { name: "小启", code: "print(1)", console: "1\n" });
    expect(only().json()).toEqual({ name: "小启", code: "print(1)", console: "1\n", secret: "secret-1" });
  });

  it("getLive is GET live/{id}; findLive is GET live/number/{number}", async () => {
    server.on("GET", "live/abc", json(200, { id: "abc" }));
    server.on("GET", "live/number/12345678", json(200, { id: "abc" }));
    await expect(testClient(server).getLive("abc")).resolves.toEqual({ id: "abc" });
    await expect(testClient(server).findLive("12345678")).resolves.toEqual({ id: "abc" });
  });

  it("diagStatus sends message and delay", async () => {
    server.on("GET", "diag/status/200", json(200, { ok: true }));
    await testClient(server).diagStatus(200, { message: "hi", delay: 10 });
    expect(only().query.toString()).toBe("message=hi&delay=10");
  });

  it("getRedirect is GET r/{id}", async () => {
    server.on("GET", "r/abc", json(200, { id: "abc", url: "/app/23h2-python-01" }));
    await expect(testClient(server).getRedirect("abc")).resolves.toEqual({
      id: "abc",
      url: "/app/23h2-python-01",
    });
  });
});

describe("C++", () => {
  it("compileCpp posts the source to cpp/compile and waits past the client's usual timeout", async () => {
    const result = {
      ok: true,
      module: `${"a".repeat(64)}.wasm`,
      cached: false,
      compiler: "clang",
      ms: 600,
      diagnostics: [],
    };
    // The compile answers after 400 ms; the client's own timeout is 250 ms.
    server.on("POST", "cpp/compile", json(200, result, 400));
    const client = testClient(server, { timeout: 250 });
    await expect(client.compileCpp({ source: "int main() {}" })).resolves.toEqual(result);
    expect(only().text).toBe('{"source":"int main() {}"}');
  });

  it("cppModuleUrl names the module under the API's base URL", () => {
    const client = testClient(server);
    expect(client.cppModuleUrl(`${"b".repeat(64)}.wasm`)).toBe(
      `${server.apiUrl}cpp/modules/${"b".repeat(64)}.wasm`,
    );
  });
});
