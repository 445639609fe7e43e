import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/test-server.ts";

describe("serving the built site", () => {
  let server: TestServer;
  let origin: string;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), "qisi-site-"));
    mkdirSync(join(siteDir, "assets"));
    writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>启思编程</title><div id=root></div>");
    writeFileSync(join(siteDir, "assets", "index-abc123.js"), "console.log(1)");
    writeFileSync(join(siteDir, "robots.txt"), "User-agent: *");
    server = await startTestServer("pglite", { STATIC_DIR: siteDir });
    origin = server.url.replace(/\/api$/, "");
  });
  afterAll(async () => {
    await server.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it("serves hashed assets with a long cache", async () => {
    const response = await fetch(`${origin}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toContain("javascript");
  });

  it("never rate-limits the site's files, only the API (a classroom shares one address)", async () => {
    const limited = await startTestServer("pglite", { STATIC_DIR: siteDir, RATE_LIMIT_MAX: "3" });
    const limitedOrigin = limited.url.replace(/\/api$/, "");
    try {
      for (let n = 0; n < 6; n += 1) {
        const response = await fetch(`${limitedOrigin}/assets/index-abc123.js`);
        expect(response.status).toBe(200);
      }
      const statuses = [];
      for (let n = 0; n < 5; n += 1) statuses.push((await fetch(`${limited.url}/apps`)).status);
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  });

  it("lets partners frame /embed/ pages only", async () => {
    const embed = await fetch(`${origin}/embed/python/new`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get("x-frame-options")).toBeNull();
    const page = await fetch(`${origin}/studio/python/new`);
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("serves other files without a long cache", async () => {
    const response = await fetch(`${origin}/robots.txt`);
    expect(await response.text()).toBe("User-agent: *");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it.each(["/", "/dashboard/projects", "/studio/scratch/123", "/r/trial", "/some/unknown/page"])(
    "answers the client route %s with the SPA shell",
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("启思编程");
    },
  );

  it("answers a missing asset with 404, not the shell", async () => {
    const response = await fetch(`${origin}/assets/missing-zzz.js`);
    expect(response.status).toBe(404);
  });

  it("keeps /api paths as JSON", async () => {
    const response = await fetch(`${origin}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found" });
    expect((await fetch(`${origin}/api/apps`)).headers.get("content-type")).toContain("json");
  });
});

describe("serving a site that lists its routes (routes.json)", () => {
  let server: TestServer;
  let origin: string;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), "qisi-site-"));
    mkdirSync(join(siteDir, "downloads", "mac"), { recursive: true });
    writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>home</title><div id=root>首页</div>");
    writeFileSync(join(siteDir, "shell.html"), "<!doctype html><title>shell</title><div id=root></div>");
    writeFileSync(join(siteDir, "downloads", "mac", "index.html"), "<!doctype html><div id=root>Mac</div>");
    writeFileSync(
      join(siteDir, "routes.json"),
      JSON.stringify({
        patterns: ["/", "/downloads/mac", "/r/:id", "/class/:courseId/:lessonId?", "/files/*"],
        prerendered: ["/", "/downloads/mac"],
      }),
    );
    server = await startTestServer("pglite", { STATIC_DIR: siteDir });
    origin = server.url.replace(/\/api$/, "");
  });
  afterAll(async () => {
    await server.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it.each([
    ["/", "首页"],
    ["/downloads/mac", "Mac"],
    ["/downloads/mac/", "Mac"],
  ])("serves the prerendered page for %s", async (path, text) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(text);
  });

  it("sends a known short link straight on, and answers an unknown one with 404 and the shell", async () => {
    const known = await fetch(`${origin}/r/trial`, { redirect: "manual" });
    expect(known.status).toBe(302);
    expect(known.headers.get("location")).toBe("/app/25s2-python-cpp-01?view=all");
    const unknown = await fetch(`${origin}/r/no-such-link`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<title>shell</title>");
  });

  it.each(["/class/c1", "/class/c1/l2", "/files/a/b"])(
    "answers the client route %s with the shell",
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>shell</title>");
    },
  );

  it.each(["/no-such-page", "/downloads/mac/extra", "/class", "/../etc/passwd"])(
    "answers %s with status 404 and the shell",
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("<title>shell</title>");
    },
  );
});
