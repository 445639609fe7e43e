import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../src/index.ts";
import { signedIn, testClient } from "./support/fixtures.ts";
import { json, type RecordingServer, startRecordingServer } from "./support/recording-server.ts";

let server: RecordingServer;
beforeEach(async () => {
  server = await startRecordingServer();
});
afterEach(() => server.close());

const page = (items: unknown[]) => json(200, { items, total: items.length, offset: 0, limit: 20 });

describe("lesson progress", () => {
  it("markLesson POSTs a visit as {} and a finish as {done: true}", async () => {
    server.on("POST", "lessons/l1/progress", json(200, { lessonId: "l1", doneAt: null }));
    const client = testClient(server, { session: signedIn() });
    await client.markLesson("l1");
    await client.markLesson("l1", true);
    await client.markLesson("l1", false);
    expect(server.requestsTo("POST", "lessons/l1/progress").map((r) => r.json())).toEqual([
      {},
      { done: true },
      { done: false },
    ]);
    expect(server.requests[0]!.headers.authorization).toBe("Bearer token-1");
  });

  it("getCourseProgress asks for one course, and a finish drops it and the course cards from the cache", async () => {
    server.on("GET", "lessons/progress", json(200, { appUid: "a", visited: [], done: [] }));
    server.on("GET", "apps/user/7", json(200, [{ uid: "a", lessonsDone: 0, lessonsTotal: 3 }]));
    server.on("POST", "lessons/l1/progress", json(200, { lessonId: "l1" }));
    const client = testClient(server, { session: signedIn() });
    await client.getCourseProgress("a");
    await client.getCourseProgress("a");
    await client.getUserApps(7);
    expect(server.requestsTo("GET", "lessons/progress")).toHaveLength(1);
    expect(server.requests[0]!.query.get("app")).toBe("a");
    await client.markLesson("l1", true);
    await client.getCourseProgress("a");
    await client.getUserApps(7);
    expect(server.requestsTo("GET", "lessons/progress")).toHaveLength(2);
    expect(server.requestsTo("GET", "apps/user/7")).toHaveLength(2);
  });
});

describe("admin", () => {
  it("never caches the operator's lists and sends offset and limit", async () => {
    server.on("GET", "admin/orders", page([{ id: "o1" }]));
    server.on("GET", "admin/overview", json(200, { users: 3 }));
    const client = testClient(server, { session: signedIn() });
    await client.getAdminOrders({ offset: 20, limit: 10 });
    await client.getAdminOrders();
    await client.getAdminOverview();
    await expect(client.getAdminOverview()).resolves.toEqual({ users: 3 });
    const orders = server.requestsTo("GET", "admin/orders");
    expect(orders.map((r) => r.query.toString())).toEqual(["offset=20&limit=10", ""]);
    expect(server.requestsTo("GET", "admin/overview")).toHaveLength(2);
  });

  it("lists payments and redirects", async () => {
    server.on("GET", "admin/payments", page([{ id: "p1" }]));
    server.on("GET", "admin/redirects", page([{ id: "trial" }]));
    const client = testClient(server, { session: signedIn() });
    await expect(client.getAdminPayments()).resolves.toMatchObject({ items: [{ id: "p1" }] });
    await expect(client.getAdminRedirects({ limit: 5 })).resolves.toMatchObject({ items: [{ id: "trial" }] });
  });

  it("a non-admin's 404 arrives as a typed ApiError", async () => {
    const client = testClient(server, { session: signedIn() });
    const error = await client.getAdminOverview().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });

  it("createRedirect POSTs the body, deleteRedirect DELETEs, and both drop cached short links", async () => {
    server.on("GET", "r/spring", json(200, { id: "spring", url: "/old" }));
    server.on("POST", "admin/redirects", json(201, { id: "spring", url: "/new", createdAt: "2026-01-01" }));
    server.on("DELETE", "admin/redirects/spring", json(200, { ok: true }));
    const client = testClient(server, { session: signedIn() });
    await client.getRedirect("spring");
    await expect(client.createRedirect({ id: "spring", url: "/new" })).resolves.toMatchObject({
      id: "spring",
    });
    expect(server.requestsTo("POST", "admin/redirects")[0]!.json()).toEqual({ id: "spring", url: "/new" });
    await client.getRedirect("spring");
    await client.deleteRedirect("spring");
    await client.getRedirect("spring");
    expect(server.requestsTo("GET", "r/spring")).toHaveLength(3);
  });

  it("passes the server's 409 detail through for people to read", async () => {
    server.on(
      "POST",
      "admin/redirects",
      json(409, { message: "Conflict.", code: "conflict", detail: "短链接 /r/a 已经存在，换一个编号吧。" }),
    );
    const client = testClient(server, { session: signedIn() });
    await expect(client.createRedirect({ id: "a", url: "/" })).rejects.toMatchObject({
      status: 409,
      detail: "短链接 /r/a 已经存在，换一个编号吧。",
    });
  });
});
