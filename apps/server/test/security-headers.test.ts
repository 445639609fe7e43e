import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { scratchSandboxScript } from "../src/http/content-security-policy.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

const partner = "https://partner.example";
/** scratch-gui is the studio's dependency (its package exports no dist files: read the path). */
const scratchBundle = fileURLToPath(
  new URL(
    "../../../packages/studio/node_modules/@scratch/scratch-gui/dist/scratch-gui-standalone.js",
    import.meta.url,
  ),
);
const themeScript = "document.documentElement.dataset.theme='light'";

/** The directives of a policy by name. */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy).toBeTruthy();
  return Object.fromEntries(
    (policy ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("security headers", () => {
  let siteDir: string;
  let server: TestServer;
  let origin: string;
  const others: TestServer[] = [];
  /** Another server on the same database with more settings. */
  const withEnv = async (env: Record<string, string>) => {
    const other = await startTestServer(
      "pglite",
      { STATIC_DIR: siteDir, ...env },
      { database: server.ctx.database },
    );
    others.push(other);
    return other.url.replace(/\/api$/, "");
  };

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), "qisi-site-"));
    mkdirSync(join(siteDir, "studio", "scratch"), { recursive: true });
    writeFileSync(
      join(siteDir, "index.html"),
      `<!doctype html><title>启思编程</title><script>${themeScript}</script><div id=root></div>`,
    );
    writeFileSync(join(siteDir, "studio", "scratch", "frame.html"), "<!doctype html><title>Scratch</title>");
    server = await startTestServer("pglite", { STATIC_DIR: siteDir, EMBED_ORIGINS: partner });
    origin = server.url.replace(/\/api$/, "");
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await server.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  describe("HSTS", () => {
    it("is not sent over plain http", async () => {
      for (const path of ["/", "/api/apps"]) {
        const response = await fetch(`${origin}${path}`);
        expect(response.headers.get("strict-transport-security")).toBeNull();
      }
    });

    it("ignores X-Forwarded-Proto from a client when no proxy is trusted", async () => {
      const response = await fetch(`${origin}/`, { headers: { "x-forwarded-proto": "https" } });
      expect(response.headers.get("strict-transport-security")).toBeNull();
    });

    it("is sent over https from a trusted proxy, without includeSubDomains unless configured", async () => {
      const proxied = await withEnv({ TRUST_PROXY: "1" });
      const response = await fetch(`${proxied}/`, { headers: { "x-forwarded-proto": "https" } });
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
      const plain = await fetch(`${proxied}/`, { headers: { "x-forwarded-proto": "http" } });
      expect(plain.headers.get("strict-transport-security")).toBeNull();

      const subdomains = await withEnv({ TRUST_PROXY: "1", HSTS_INCLUDE_SUBDOMAINS: "1" });
      const covered = await fetch(`${subdomains}/api/apps`, { headers: { "x-forwarded-proto": "https" } });
      expect(covered.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    });
  });

  describe("Content-Security-Policy", () => {
    it("lets only our own pages frame site pages, and allows exactly the build's inline scripts", async () => {
      const response = await fetch(`${origin}/dashboard/projects`);
      const policy = directives(response.headers.get("content-security-policy"));
      expect(policy["frame-ancestors"]).toEqual(["'self'"]);
      expect(policy["default-src"]).toEqual(["'self'"]);
      expect(policy["object-src"]).toEqual(["'none'"]);
      const hash = createHash("sha256").update(themeScript).digest("base64");
      expect(policy["script-src"]).toEqual(["'self'", "'wasm-unsafe-eval'", `'sha256-${hash}'`]);
      expect(policy["worker-src"]).toEqual(["'self'", "blob:"]);
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    });

    it.each(["/embed/scratch/new", "/embed/python/123", "/studio/scratch/frame.html"])(
      "lets configured partners frame %s",
      async (path) => {
        const response = await fetch(`${origin}${path}`);
        expect(response.status).toBe(200);
        const policy = directives(response.headers.get("content-security-policy"));
        expect(policy["frame-ancestors"]).toEqual(["'self'", partner]);
        // X-Frame-Options names no partner: with it a partner's Scratch embed ends on an error page.
        expect(response.headers.get("x-frame-options")).toBeNull();
      },
    );

    it("gives 'unsafe-eval' and scratch-gui's sandbox script to the Scratch frame only", async () => {
      const frame = directives(
        (await fetch(`${origin}/studio/scratch/frame.html`)).headers.get("content-security-policy"),
      );
      expect(frame["script-src"]).toEqual(expect.arrayContaining(["'unsafe-eval'", scratchSandboxScript]));
      for (const path of ["/", "/embed/scratch/new", "/studio/scratch/new"]) {
        const policy = directives((await fetch(`${origin}${path}`)).headers.get("content-security-policy"));
        expect(policy["script-src"]).not.toContain("'unsafe-eval'");
      }
    });

    it("knows the hash of the installed scratch-gui's sandbox iframe script", () => {
      const bundle = readFileSync(scratchBundle, "utf8");
      const literal = /IFRAME_HTML:("(?:[^"\\]|\\.)*")/.exec(bundle)?.[1];
      expect(literal).toBeTruthy();
      const html = JSON.parse(literal ?? '""') as string;
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
      expect(scripts).toHaveLength(1);
      const hash = createHash("sha256")
        .update(scripts[0] ?? "")
        .digest("base64");
      expect(`'sha256-${hash}'`).toBe(scratchSandboxScript);
    });

    it("lets nobody else frame embeds when no partner is configured", async () => {
      const alone = await withEnv({});
      const response = await fetch(`${alone}/embed/scratch/new`);
      expect(directives(response.headers.get("content-security-policy"))["frame-ancestors"]).toEqual([
        "'self'",
      ]);
    });

    it("adds configured origins to what pages may load, not to scripts", async () => {
      const withVideos = await withEnv({ CSP_ORIGINS: "https://video.example" });
      const policy = directives((await fetch(`${withVideos}/`)).headers.get("content-security-policy"));
      expect(policy["media-src"]).toContain("https://video.example");
      expect(policy["connect-src"]).toContain("https://video.example");
      expect(policy["script-src"]).not.toContain("https://video.example");
    });

    it("sends no page policy with API answers", async () => {
      const response = await fetch(`${origin}/api/apps`);
      expect(response.headers.get("content-security-policy")).toBeNull();
    });

    it.each([
      "partner.example",
      "https://partner.example/path",
      "https://a.example; script-src *",
      "javascript:x",
    ])("refuses to start with EMBED_ORIGINS=%s", (value) => {
      expect(() => loadConfig({ EMBED_ORIGINS: value })).toThrow(/EMBED_ORIGINS/);
    });
  });
});
