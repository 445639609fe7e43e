import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError, tokenExpiredMessage } from "../src/index.ts";
import { signedIn, testClient } from "./support/fixtures.ts";
import { json, type RecordingServer, type Reply, startRecordingServer } from "./support/recording-server.ts";

let server: RecordingServer;
beforeEach(async () => {
  server = await startRecordingServer();
});
afterEach(() => server.close());

const tokenExpired = { message: tokenExpiredMessage, code: "token_expired", detail: "登录已过期" };

/** Accepts only `Bearer fresh`; anything else is an expired token. */
const onlyFreshToken =
  (body: unknown): Reply =>
  (request, response) => {
    const ok = request.headers.authorization === "Bearer fresh";
    return json(ok ? 200 : 401, ok ? body : tokenExpired)(request, response);
  };

describe("given a call whose token has expired", () => {
  it("refreshes by GET accounts/session?to={path} without a bearer, then repeats with the new token", async () => {
    server.on("GET", "r/x", onlyFreshToken({ id: "x", url: "/" }));
    server.on("GET", "accounts/session", json(200, signedIn("fresh")));
    const client = testClient(server, { session: signedIn("stale") });

    await expect(client.getRedirect("x")).resolves.toEqual({ id: "x", url: "/" });

    const [first, refresh, repeat] = server.requests;
    expect(first).toMatchObject({ path: "r/x", headers: { authorization: "Bearer stale", "x-retry": "0" } });
    expect(refresh?.path).toBe("accounts/session");
    expect(refresh?.query.get("to")).toBe("/dashboard/projects");
    expect(refresh?.headers.authorization).toBeUndefined();
    expect(repeat).toMatchObject({ path: "r/x", headers: { authorization: "Bearer fresh", "x-retry": "1" } });
    expect(client.getSession().token).toBe("fresh");
  });

  it("repeats a POST too", async () => {
    server.on("POST", "projects/remix", onlyFreshToken({ projectId: "p2" }));
    server.on("GET", "accounts/session", json(200, signedIn("fresh")));
    const client = testClient(server, { session: signedIn("stale") });
    await expect(client.remixProject("p1")).resolves.toEqual({ projectId: "p2" });
    expect(server.requestsTo("POST", "projects/remix").map((r) => r.json())).toEqual([
      { projectId: "p1" },
      { projectId: "p1" },
    ]);
  });

  it("lets 10 concurrent calls share exactly 1 refresh, and all 10 repeat successfully", async () => {
    for (let i = 0; i < 10; i++) server.on("GET", `r/${i}`, onlyFreshToken({ id: String(i), url: "/" }));
    server.on("GET", "accounts/session", json(200, signedIn("fresh"), 30));
    const client = testClient(server, { session: signedIn("stale") });

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => client.getRedirect(String(i))));

    expect(answers.map((a) => a.id)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(server.requestsTo("GET", "accounts/session")).toHaveLength(1);
    const repeats = server.requests.filter(
      (r) => r.path.startsWith("r/") && r.headers.authorization === "Bearer fresh",
    );
    expect(repeats).toHaveLength(10);
    expect(repeats.every((r) => r.headers["x-retry"] === "1")).toBe(true);
  });

  it("does not refresh again for a call that was sent with a token someone else already replaced", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.on("GET", "r/fast", onlyFreshToken({ id: "fast", url: "/" }));
    server.on("GET", "r/slow", async (request, response) => {
      if (request.headers.authorization === "Bearer stale") await held;
      return onlyFreshToken({ id: "slow", url: "/" })(request, response);
    });
    server.on("GET", "accounts/session", json(200, signedIn("fresh")));
    const client = testClient(server, { session: signedIn("stale") });

    const slow = client.getRedirect("slow");
    await client.getRedirect("fast");
    release();
    await expect(slow).resolves.toMatchObject({ id: "slow" });
    expect(server.requestsTo("GET", "accounts/session")).toHaveLength(1);
  });

  it("throws the original error when the refresh fails, and keeps the session", async () => {
    server.on("GET", "r/x", onlyFreshToken({}));
    server.on("GET", "accounts/session", json(500, { message: "db down" }));
    const client = testClient(server, { session: signedIn("stale") });

    const error = await client.getRedirect("x").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      message: tokenExpiredMessage,
      detail: "登录已过期",
      code: "token_expired",
    });
    expect(server.requestsTo("GET", "r/x")).toHaveLength(1);
    expect(client.getSession().token).toBe("stale");
  });

  it("throws the original error and logs out when the refresh answers with a visitor", async () => {
    server.on("GET", "r/x", onlyFreshToken({}));
    server.on("GET", "accounts/session", json(200, { ...signedIn(""), id: 0, sub: "" }));
    const client = testClient(server, { session: signedIn("stale") });
    await expect(client.getRedirect("x")).rejects.toMatchObject({
      status: 401,
      message: tokenExpiredMessage,
    });
    expect(client.isLoggedIn()).toBe(false);
  });

  it("refreshes only once per call: a second Token expired is final", async () => {
    server.on("GET", "r/x", json(401, tokenExpired));
    server.on("GET", "accounts/session", json(200, signedIn("also-rejected")));
    const client = testClient(server, { session: signedIn("stale") });
    await expect(client.getRedirect("x")).rejects.toMatchObject({ status: 401 });
    expect(server.requestsTo("GET", "r/x")).toHaveLength(2);
    expect(server.requestsTo("GET", "accounts/session")).toHaveLength(1);
  });

  it("never refreshes for other 401s", async () => {
    server.on("GET", "r/x", json(401, { message: "Unauthorized", code: "unauthorized" }));
    const client = testClient(server, { session: signedIn("stale") });
    await expect(client.getRedirect("x")).rejects.toMatchObject({ status: 401, code: "unauthorized" });
    expect(server.requests).toHaveLength(1);
  });

  it("never refreshes a call that brings its own bearer (the SMS challenge)", async () => {
    server.on("POST", "accounts/chal/sms", json(401, tokenExpired));
    const client = testClient(server, { session: signedIn("stale") });
    const solution = { algorithm: "SHA-256", challenge: "c", number: 1, salt: "s", signature: "x" } as const;
    await expect(client.requestSmsCode("13800138000", solution)).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(1);
  });
});
