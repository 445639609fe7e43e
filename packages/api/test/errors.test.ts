import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError, ApiNetworkError, type CallSpec, createQisiClient, isNetworkError } from "../src/index.ts";
import { testClient } from "./support/fixtures.ts";
import {
  closedPort,
  hang,
  json,
  type RecordingServer,
  sequence,
  startRecordingServer,
} from "./support/recording-server.ts";

let server: RecordingServer;
beforeEach(async () => {
  server = await startRecordingServer();
});
afterEach(() => server.close());

describe("given a server that does not answer in time", () => {
  it("fails each attempt at the timeout, repeats twice, then throws 408 Request timeout.", async () => {
    server.on("GET", "r/x", hang());
    const started = performance.now();
    const error = await testClient(server, { timeout: 250 })
      .getRedirect("x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 408, message: "Request timeout.", url: `${server.apiUrl}r/x` });
    expect(server.requests.map((r) => r.headers["x-retry"])).toEqual(["0", "1", "2"]);
    expect(performance.now() - started).toBeLessThan(4000);
  });

  it("recovers when a later attempt answers", async () => {
    server.on("GET", "r/x", sequence(hang(), json(200, { id: "x", url: "/" })));
    await expect(testClient(server, { timeout: 250 }).getRedirect("x")).resolves.toMatchObject({ id: "x" });
  });
});

describe("given no HTTP answer at all", () => {
  it("throws 600 for a refused connection", async () => {
    const port = await closedPort();
    const client = testClient(server, { baseUrl: `http://127.0.0.1:${port}/api/` });
    const error = await client.getRedirect("x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 600, url: `http://127.0.0.1:${port}/api/r/x` });
  });

  // A browser refusing the API's CORS answer throws the same bare TypeError as a refused connection
  // (Node's fetch does not do CORS, so the refused connection stands in for both here).
  it("makes an unreachable server a typed network error with the Chinese message, never a plain failure", async () => {
    const port = await closedPort();
    const client = testClient(server, { baseUrl: `http://127.0.0.1:${port}/api/` });
    const error = await client.getCaptchaChallenge().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(isNetworkError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 600,
      detail: "无法连接到启思编程服务器，请检查网站配置",
      offline: false,
      url: `http://127.0.0.1:${port}/api/accounts/chal`,
    });
    expect((error as Error).message).toContain("CORS_ORIGINS");
  });

  it("throws 600 when the base URL cannot be resolved (a relative URL outside a browser)", async () => {
    const error = await createQisiClient({ logger: { warn: () => undefined } })
      .getRedirect("x")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 600, url: "r/x" });
  });

  it("throws 600 for an ok answer whose body is not JSON", async () => {
    server.on("GET", "r/x", (_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end("{not json");
    });
    const error = await testClient(server)
      .getRedirect("x")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 600 });
    // The server did answer: this is not a connection problem to blame on the site's setup.
    expect(isNetworkError(error)).toBe(false);
  });
});

describe("given a call without a method", () => {
  it("throws 601 Request method not specified. and sends nothing", async () => {
    const client = testClient(server);
    const error = await client.request({ path: "r/x" } as unknown as CallSpec).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 601, message: "Request method not specified.", url: "r/x" });
    expect(server.requests).toHaveLength(0);
  });
});

describe("given a non-ok answer", () => {
  it("throws the server's status with its body's message, detail, code and retryAfter", async () => {
    const body = {
      message: "Too many codes",
      detail: "验证码未发送，请 1 分钟后重发",
      code: "sms_failed",
      retryAfter: 60,
    };
    server.on("POST", "accounts/chal/sms", json(429, body));
    const solution = { algorithm: "SHA-256", challenge: "c", number: 1, salt: "s", signature: "x" } as const;
    const error = await testClient(server)
      .requestSmsCode("13800138000", solution)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      message: "Too many codes",
      detail: "验证码未发送，请 1 分钟后重发",
      code: "sms_failed",
      retryAfter: 60,
      body,
      url: `${server.apiUrl}accounts/chal/sms`,
    });
  });

  it("keeps a text body and falls back to the library's message", async () => {
    server.on("GET", "r/x", (_request, response) => {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end("Bad gateway");
    });
    const error = await testClient(server)
      .getRedirect("x")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, body: "Bad gateway", detail: undefined });
    expect((error as ApiError).message).toBe("Request failed with status code 502");
  });
});
