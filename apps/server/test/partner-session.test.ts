import type { SmsChallenge } from "@qisi/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { base64Json, call, newPhone, type Reply, requestCode } from "./support/client.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

// Cookie attributes and CORS headers do not depend on the database: PGlite alone keeps this quick.
const partner = "https://partner.example";

/** The attributes of the `qisi_refresh` cookie a reply sets, lower-cased, without its value. */
function refreshCookieAttributes(reply: Reply): string[] {
  const header = reply.headers.getSetCookie().find((value) => value.startsWith("qisi_refresh="));
  if (!header) throw new Error(`no refresh cookie in ${JSON.stringify(reply.headers.getSetCookie())}`);
  return header
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}

/** The SMS sign-in, each call sent the way a page at `origin` sends it (null: no Origin header, as a same-origin GET). */
async function signInFrom(base: string, origin: string | null): Promise<Reply> {
  const headers: Record<string, string> = origin ? { origin } : {};
  const phone = newPhone();
  const sms = await requestCode(base, phone);
  const { body: outbox } = await call(base, `/dev/sms?phone=${phone}`);
  return call(base, "/accounts/login_signup", {
    body: { phone },
    bearer: base64Json({ ...(sms.body as SmsChallenge), answer: outbox.code }),
    headers,
  });
}

describe("partner sites on another origin keep their learner signed in (issue 23)", () => {
  let server: TestServer;
  let base: string;
  let ownOrigin: string;
  beforeAll(async () => {
    server = await startTestServer("pglite", { CORS_ORIGINS: partner });
    base = server.url;
    ownOrigin = base.replace(/\/api$/, "");
  });
  afterAll(() => server.close());

  describe("given a page of a listed partner", () => {
    it("sets the refresh cookie SameSite=None; Secure; Partitioned and answers CORS with credentials", async () => {
      const login = await signInFrom(base, partner);
      expect(login.status).toBe(200);
      expect(refreshCookieAttributes(login)).toEqual(
        expect.arrayContaining(["httponly", "samesite=none", "secure", "partitioned", "path=/api/accounts"]),
      );
      expect(login.headers.get("access-control-allow-origin")).toBe(partner);
      expect(login.headers.get("access-control-allow-credentials")).toBe("true");
      // The answer depends on the Origin: no cache may give one origin's answer to another.
      expect(login.headers.get("vary")?.toLowerCase()).toContain("origin");
    });

    it("clears the cookie on logout with the same attributes, so the browser drops the partitioned one", async () => {
      const login = await signInFrom(base, partner);
      const cookie = login.headers
        .getSetCookie()
        .find((value) => value.startsWith("qisi_refresh="))!
        .split(";")[0];
      const logout = await call(base, "/accounts/logout", {
        method: "POST",
        cookie,
        headers: { origin: partner },
      });
      expect(logout.status).toBe(200);
      const cleared = refreshCookieAttributes(logout);
      expect(cleared).toEqual(
        expect.arrayContaining(["samesite=none", "secure", "partitioned", "path=/api/accounts", "max-age=0"]),
      );
      expect(logout.headers.get("access-control-allow-origin")).toBe(partner);
    });

    it("lets the partner's preflight through with credentials", async () => {
      const preflight = await fetch(`${base}/accounts/login_signup`, {
        method: "OPTIONS",
        headers: {
          origin: partner,
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization,content-type",
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe(partner);
      expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    });
  });

  describe.each([
    ["our own site (its own Origin)", () => ownOrigin],
    ["a same-origin GET (no Origin header)", () => null],
    ["an unlisted site", () => "https://evil.example"],
  ])("given %s", (_name, originOf) => {
    it("keeps the refresh cookie SameSite=Lax, not Partitioned, and sends no CORS permission", async () => {
      const login = await signInFrom(base, originOf());
      expect(login.status).toBe(200);
      const attributes = refreshCookieAttributes(login);
      expect(attributes).toContain("samesite=lax");
      expect(attributes).not.toContain("samesite=none");
      expect(attributes).not.toContain("partitioned");
      // Plain http here: Secure only over https (or for a partner).
      expect(attributes).not.toContain("secure");
      expect(login.headers.get("access-control-allow-origin")).toBeNull();
      expect(login.headers.get("access-control-allow-credentials")).toBeNull();
    });
  });
});

describe("CORS_ORIGINS and EMBED_ORIGINS in the configuration", () => {
  it("refuses an http partner origin in production, naming the variable", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", CORS_ORIGINS: "https://a.example,http://partner.example" }),
    ).toThrow(/CORS_ORIGINS: "http:\/\/partner\.example" is not https/);
  });

  it("takes https partner origins in production, and http ones outside it (local development)", () => {
    expect(
      loadConfig({ NODE_ENV: "production", CORS_ORIGINS: "https://a.example/ , https://b.example" })
        .corsOrigins,
    ).toEqual(["https://a.example", "https://b.example"]);
    expect(loadConfig({ CORS_ORIGINS: "http://localhost:5173" }).corsOrigins).toEqual([
      "http://localhost:5173",
    ]);
  });

  it("refuses an http EMBED_ORIGINS origin in production too, and takes it outside production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", EMBED_ORIGINS: "http://partner.example" })).toThrow(
      /EMBED_ORIGINS: "http:\/\/partner\.example" is not https/,
    );
    expect(
      loadConfig({ NODE_ENV: "production", EMBED_ORIGINS: "https://partner.example" }).embedOrigins,
    ).toEqual(["https://partner.example"]);
    expect(loadConfig({ EMBED_ORIGINS: "http://127.0.0.1:5173" }).embedOrigins).toEqual([
      "http://127.0.0.1:5173",
    ]);
  });

  it.each(["*", "partner.example", "https://partner.example/path"])("refuses CORS_ORIGINS=%s", (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS/);
  });
});
