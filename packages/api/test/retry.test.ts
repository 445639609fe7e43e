import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError, tokenExpiredMessage } from "../src/index.ts";
import { signedIn, testClient } from "./support/fixtures.ts";
import { json, type RecordingServer, sequence, startRecordingServer } from "./support/recording-server.ts";

let server: RecordingServer;
beforeEach(async () => {
  server = await startRecordingServer();
});
afterEach(() => server.close());

const retryHeaders = () => server.requests.map((r) => r.headers["x-retry"]);

describe("given a server that keeps answering 408", () => {
  it("repeats a GET twice, numbering the attempts 0, 1, 2, then throws the 408", async () => {
    server.on("GET", "r/x", json(408, { message: "Request Timeout", detail: "稍后再试" }));
    const error = await testClient(server)
      .getRedirect("x")
      .catch((e: unknown) => e);
    expect(retryHeaders()).toEqual(["0", "1", "2"]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 408, detail: "稍后再试" });
  });

  it("repeats a POST too (SPEC: on 408 the request is repeated)", async () => {
    server.on("POST", "orders", json(408, { message: "Request Timeout" }));
    await expect(testClient(server).createOrder([{ package_uid: "p1" }])).rejects.toMatchObject({
      status: 408,
    });
    expect(retryHeaders()).toEqual(["0", "1", "2"]);
  });

  it("repeats an SMS code request with one Idempotency-Key on every attempt, a new one per call", async () => {
    server.on("POST", "accounts/chal/sms", json(408, { message: "Request Timeout" }));
    const client = testClient(server);
    const solution = { algorithm: "SHA-256" as const, challenge: "c", number: 1, salt: "s", signature: "g" };
    await client.requestSmsCode("13800000000", solution).catch(() => undefined);
    await client.requestSmsCode("13800000000", solution).catch(() => undefined);
    const keys = server.requests.map((r) => r.headers["idempotency-key"]);
    expect(keys).toHaveLength(6);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(new Set(keys.slice(3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it("stops repeating as soon as an attempt succeeds", async () => {
    server.on("GET", "r/x", sequence(json(408, {}), json(200, { id: "x", url: "/" })));
    await expect(testClient(server).getRedirect("x")).resolves.toEqual({ id: "x", url: "/" });
    expect(retryHeaders()).toEqual(["0", "1"]);
  });

  it("waits ky's default backoff, 0.3 s then 0.6 s, between attempts", async () => {
    server.on("GET", "r/x", json(408, {}));
    const started = performance.now();
    await testClient(server, { retryDelay: undefined })
      .getRedirect("x")
      .catch(() => undefined);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(6000);
  });
});

describe("given the library's own retry rules (SPEC §7 defaults)", () => {
  it("repeats a GET on 503 and 500", async () => {
    server.on("GET", "r/x", sequence(json(503, {}), json(500, {}), json(200, { id: "x", url: "/" })));
    await expect(testClient(server).getRedirect("x")).resolves.toMatchObject({ id: "x" });
    expect(retryHeaders()).toEqual(["0", "1", "2"]);
  });

  it("never repeats a POST on 500: it is not idempotent", async () => {
    server.on("POST", "orders", json(500, { message: "boom" }));
    await expect(testClient(server).createOrder([{ package_uid: "p1" }])).rejects.toMatchObject({
      status: 500,
    });
    expect(retryHeaders()).toEqual(["0"]);
  });

  it("does not repeat statuses outside its list (400, 404, 409)", async () => {
    server.on("GET", "r/x", json(404, { message: "Not found" }));
    server.on("PUT", "projects/p1", json(409, { message: "Conflict", code: "conflict" }));
    const client = testClient(server);
    await expect(client.getRedirect("x")).rejects.toMatchObject({ status: 404 });
    await expect(client.saveProject("p1", { body: "{}", version: 1 })).rejects.toMatchObject({
      status: 409,
      code: "conflict",
    });
    expect(retryHeaders()).toEqual(["0", "0"]);
  });
});

describe("given several reasons to retry in one call", () => {
  it("spends one budget of 2 retries across them: 408, then Token expired, then 408 ends it", async () => {
    server.on(
      "GET",
      "r/x",
      sequence(
        json(408, {}),
        json(401, { message: tokenExpiredMessage, code: "token_expired" }),
        json(408, { message: "third" }),
      ),
    );
    server.on("GET", "accounts/session", json(200, signedIn("token-2")));
    const client = testClient(server, { session: signedIn("token-1") });
    await expect(client.getRedirect("x")).rejects.toMatchObject({ status: 408, message: "third" });
    expect(server.requestsTo("GET", "r/x").map((r) => r.headers["x-retry"])).toEqual(["0", "1", "2"]);
  });

  it("never makes more than 3 attempts, whatever ky and the client's rules say", async () => {
    server.on("GET", "r/x", sequence(json(503, {}), json(408, {}), json(500, {}), json(200, {})));
    await expect(testClient(server).getRedirect("x")).rejects.toMatchObject({ status: 500 });
    expect(server.requests).toHaveLength(3);
  });
});
