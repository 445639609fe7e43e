import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

describe.each(backends)("diagnostics, redirects and HTTP hygiene on %s", (backend) => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    base = server.url;
  });
  afterAll(() => server.close());

  it("is healthy at /healthz and /api/healthz", async () => {
    expect((await call(base, "/healthz")).body).toEqual({ ok: true, database: backend });
    expect((await call(base.replace(/\/api$/, ""), "/healthz")).status).toBe(200);
  });

  it("draws a QR code as SVG for an http(s) link, and refuses anything else in Chinese", async () => {
    const link = encodeURIComponent("https://qisi.example.com/service");
    const response = await fetch(`${base}/qr.svg?text=${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).not.toContain("qisi.example.com");
    // The same link gives the same picture; a different one a different picture.
    expect(await (await fetch(`${base}/qr.svg?text=${link}`)).text()).toBe(svg);
    expect(await (await fetch(`${base}/qr.svg?text=https%3A%2F%2Fother.example.com`)).text()).not.toBe(svg);
    for (const bad of ["", "?text=javascript%3Aalert(1)", `?text=https%3A%2F%2Fa.cn%2F${"x".repeat(600)}`]) {
      const refused = await call(base, `/qr.svg${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("answers the asked-for status with the message after the delay", async () => {
    const ok = await call(base, "/diag/status/200");
    expect(ok.status).toBe(200);
    const teapot = await call(base, "/diag/status/418?message=%E6%B5%8B%E8%AF%95");
    expect(teapot.status).toBe(418);
    expect(teapot.body).toMatchObject({ message: "测试", detail: "测试" });
    const started = Date.now();
    const slow = await call(base, "/diag/status/503?delay=300");
    expect(slow.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect((await call(base, "/diag/status/99")).status).toBe(400);
    expect((await call(base, "/diag/status/200?delay=-5")).status).toBe(400);
  });

  it("caps the diagnostic delay at 10 s", async () => {
    const { maxDiagDelayMs } = await import("../src/diag/plugin.ts");
    expect(maxDiagDelayMs).toBe(10_000);
  });

  it("resolves short redirects", async () => {
    expect((await call(base, "/r/trial")).body).toEqual({
      id: "trial",
      url: "/app/25s2-python-cpp-01?view=all&plan=trial",
    });
    const missing = await call(base, "/r/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toContain("短链接");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const reply = await call(base, "/no/such/thing");
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: "not_found" });
  });

  it("allows listed origins with credentials and refuses others", async () => {
    const allowed = await fetch(`${base}/accounts/session`, {
      headers: { origin: "https://allowed.example" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://allowed.example");
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    const preflight = await fetch(`${base}/projects`, {
      method: "OPTIONS",
      headers: {
        origin: "https://allowed.example",
        "access-control-request-method": "PUT",
        "access-control-request-headers": "authorization,content-type,x-retry",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-retry");
    const refused = await fetch(`${base}/accounts/session`, { headers: { origin: "http://evil.example" } });
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("sends security headers", async () => {
    const response = await fetch(`${base}/apps`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    // Plain http: HSTS only over https (security-headers.test.ts).
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("rate-limits each IP with a Chinese 429", async () => {
    const limited = await startTestServer(
      backend,
      { IP_RATE_LIMIT_MAX: "5" },
      { database: server.ctx.database },
    );
    try {
      const replies = [];
      for (let n = 0; n < 7; n += 1) replies.push(await call(limited.url, "/apps"));
      const last = replies.at(-1)!;
      expect(last.status).toBe(429);
      expect(last.body).toMatchObject({ code: "rate_limited" });
      expect(last.body.detail).toContain("太频繁");
      expect(last.body.retryAfter).toBeGreaterThan(0);
      expect(last.headers.get("retry-after")).toBe(String(last.body.retryAfter));
    } finally {
      await limited.close();
    }
  });

  it("answers a per-route limit with the same 429 body as the API-wide one", async () => {
    const limited = await startTestServer(
      backend,
      { IP_RATE_LIMIT_MAX: "5", AUTH_RATE_LIMIT_MAX: "2" },
      { database: server.ctx.database },
    );
    try {
      const signIns = [];
      const phone = "13912345678";
      for (let n = 0; n < 3; n += 1) {
        signIns.push(await call(limited.url, "/accounts/login_signup", { body: { phone }, bearer: "e30=" }));
      }
      const others = [];
      for (let n = 0; n < 4; n += 1) others.push(await call(limited.url, "/apps"));
      const perRoute = signIns.at(-1)!;
      const apiWide = others.at(-1)!;
      expect([perRoute.status, apiWide.status]).toEqual([429, 429]);
      const { retryAfter: _a, ...perRouteBody } = perRoute.body;
      const { retryAfter: _b, ...apiWideBody } = apiWide.body;
      expect(perRouteBody).toEqual(apiWideBody);
      expect(Object.keys(perRoute.body)).toEqual(Object.keys(apiWide.body));
    } finally {
      await limited.close();
    }
  });

  it("rejects JSON bodies over 1 MB on ordinary routes", async () => {
    const reply = await call(base, "/live", {
      body: { name: "x", code: "x".repeat(1_100_000), console: "" },
    });
    expect(reply.status).toBe(413);
  });
});
