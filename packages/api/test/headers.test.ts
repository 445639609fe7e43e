import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CaptchaSolution, decodeBase64Json, type SmsChallenge } from "../src/index.ts";
import { signedIn, testClient } from "./support/fixtures.ts";
import { json, type RecordingServer, startRecordingServer } from "./support/recording-server.ts";

let server: RecordingServer;
beforeEach(async () => {
  server = await startRecordingServer();
});
afterEach(() => server.close());

describe("given any call", () => {
  it("sends X-RETRY 0 on the first attempt", async () => {
    server.on("GET", "r/abc", json(200, { id: "abc", url: "/app/25s2-python-cpp-01" }));
    await testClient(server).getRedirect("abc");
    expect(server.requests[0]?.headers["x-retry"]).toBe("0");
  });

  it("goes cross-origin with credentials included", async () => {
    const seen: Request[] = [];
    server.on("GET", "r/abc", json(200, { id: "abc", url: "/" }));
    const client = testClient(server, {
      fetch: (input, init) => {
        seen.push(input as Request);
        return fetch(input, init);
      },
    });
    await client.getRedirect("abc");
    expect(seen[0]?.mode).toBe("cors");
    expect(seen[0]?.credentials).toBe("include");
    expect(seen[0]?.url).toBe(`${server.apiUrl}r/abc`);
  });

  it("adds the caller's extra headers", async () => {
    server.on("GET", "r/abc", json(200, { id: "abc", url: "/" }));
    await testClient(server, { headers: { "x-partner": "demo" } }).getRedirect("abc");
    expect(server.requests[0]?.headers["x-partner"]).toBe("demo");
  });
});

describe("given a signed-in session", () => {
  it("sends the session's token as bearer", async () => {
    server.on("GET", "apps/user/7", json(200, []));
    await testClient(server, { session: signedIn("abc.def") }).getUserApps(7);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer abc.def");
  });

  it("sends no Authorization header when logged out", async () => {
    server.on("GET", "apps/user/7", json(200, []));
    await testClient(server).getUserApps(7);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("uses the new token after setSession", async () => {
    server.on("GET", "r/a", json(200, {}));
    server.on("GET", "r/b", json(200, {}));
    const client = testClient(server, { session: signedIn("old") });
    await client.getRedirect("a");
    client.setSession(signedIn("new"));
    await client.getRedirect("b");
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(["Bearer old", "Bearer new"]);
  });
});

describe("given the sign-in calls", () => {
  const solution: CaptchaSolution = {
    algorithm: "SHA-256",
    challenge: "c0ffee",
    number: 42,
    salt: "盐?expires=1",
    signature: "sig",
  };
  const challenge: SmsChallenge = {
    id: "chal-1",
    phone: "13800138000",
    expires: 1_900_000_000,
    resendAfter: 60,
    signature: "签名",
  };

  it("POST accounts/chal/sms carries base64(JSON captcha solution) as bearer, not the session token", async () => {
    server.on("POST", "accounts/chal/sms", json(200, challenge));
    const client = testClient(server, { session: signedIn("session-token") });
    await expect(client.requestSmsCode("13800138000", solution)).resolves.toEqual(challenge);
    const sent = server.requests[0]!;
    const bearer = String(sent.headers.authorization).replace(/^Bearer /, "");
    expect(decodeBase64Json(bearer)).toEqual(solution);
    expect(Buffer.from(bearer, "base64").toString("utf8")).toBe(JSON.stringify(solution));
    expect(sent.json()).toEqual({ phone: "13800138000" });
  });

  it("POST accounts/login_signup carries base64(JSON challenge + answer) as bearer and stores the session", async () => {
    server.on("POST", "accounts/login_signup", json(200, signedIn("fresh", 9)));
    const client = testClient(server);
    const session = await client.loginSignup("13800138000", challenge, "123456");
    const sent = server.requests[0]!;
    const bearer = String(sent.headers.authorization).replace(/^Bearer /, "");
    expect(JSON.parse(Buffer.from(bearer, "base64").toString("utf8"))).toEqual({
      ...challenge,
      answer: "123456",
    });
    expect(sent.json()).toEqual({ phone: "13800138000" });
    expect(session.token).toBe("fresh");
    expect(client.getSession().id).toBe(9);
    expect(client.isLoggedIn()).toBe(true);
  });
});
