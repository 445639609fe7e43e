import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirects } from "../src/db/schema.ts";
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

  // Starts a second server of its own: its own limit, as the README asks of such tests.
  it("never rate-limits the site's files, only the API (a classroom shares one address)", {
    timeout: 90_000,
  }, async () => {
    const limited = await startTestServer("pglite", { STATIC_DIR: siteDir, IP_RATE_LIMIT_MAX: "3" });
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
    expect(known.headers.get("location")).toBe("/app/25s2-python-cpp-01?view=all&plan=trial");
    const unknown = await fetch(`${origin}/r/no-such-link`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<title>shell</title>");
  });

  it("never redirects to a stored target that today's rules refuse (no 500, no off-site hop)", async () => {
    await server.ctx.db.insert(redirects).values([
      { id: "old-newline", url: "/\n/evil.example" },
      { id: "old-tab", url: "/\t/evil.example" },
    ]);
    for (const id of ["old-newline", "old-tab"]) {
      const response = await fetch(`${origin}/r/${id}`, { redirect: "manual" });
      expect(response.status).toBe(404);
      expect(response.headers.get("location")).toBeNull();
    }
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

/** A raw GET (Node's fetch would undo the content-encoding this suite checks). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

describe("serving versioned vendor runtimes (Pyodide, Scratch GUI)", () => {
  let server: TestServer;
  let origin: string;
  let siteDir: string;
  const wasm = Buffer.from(`\0asm${"\x01\0\0\0".repeat(500)}`, "binary");
  const script = Buffer.from(`export const hello = "${"你好".repeat(400)}";`);
  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), "qisi-site-"));
    const pyodide = join(siteDir, "pyodide", "314.0.7");
    const scratch = join(siteDir, "scratch-gui", "15.1.1", "static");
    mkdirSync(pyodide, { recursive: true });
    mkdirSync(scratch, { recursive: true });
    mkdirSync(join(siteDir, "assets"));
    mkdirSync(join(siteDir, "pyodide", "latest"));
    writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>启思编程</title><div id=root></div>");
    writeFileSync(join(pyodide, "pyodide.asm.wasm"), wasm);
    writeFileSync(join(pyodide, "pyodide.asm.wasm.br"), brotliCompressSync(wasm));
    writeFileSync(join(pyodide, "pyodide.asm.wasm.gz"), gzipSync(wasm));
    writeFileSync(join(pyodide, "pyodide.asm.mjs"), script);
    writeFileSync(join(pyodide, "pyodide.asm.mjs.gz"), gzipSync(script));
    writeFileSync(join(pyodide, "python_stdlib.zip"), "PK not worth compressing");
    writeFileSync(join(scratch, "blocks.svg"), "<svg/>");
    writeFileSync(join(siteDir, "pyodide", "latest", "x.js"), "1");
    writeFileSync(join(siteDir, "assets", "pyodide.worker-abc123.js"), "self.onmessage = () => {}");
    writeFileSync(
      join(siteDir, "assets", "pyodide.worker-abc123.js.br"),
      brotliCompressSync("self.onmessage = () => {}"),
    );
    server = await startTestServer("pglite", { STATIC_DIR: siteDir });
    origin = server.url.replace(/\/api$/, "");
  });
  afterAll(async () => {
    await server.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it("sends the brotli sibling to a browser that accepts it, still as application/wasm", async () => {
    const response = await rawGet(`${origin}/pyodide/314.0.7/pyodide.asm.wasm`, {
      "accept-encoding": "gzip, deflate, br, zstd",
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/wasm");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).equals(wasm)).toBe(true);
  });

  it("falls back to gzip, then to the plain file, by Accept-Encoding", async () => {
    const gzipped = await rawGet(`${origin}/pyodide/314.0.7/pyodide.asm.wasm`, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).equals(wasm)).toBe(true);
    const plain = await rawGet(`${origin}/pyodide/314.0.7/pyodide.asm.wasm`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toBe("application/wasm");
    expect(plain.headers.vary).toContain("accept-encoding");
    expect(plain.body.equals(wasm)).toBe(true);
  });

  it("uses the encodings a file has and sends the others as they are", async () => {
    const script = await rawGet(`${origin}/pyodide/314.0.7/pyodide.asm.mjs`, {
      "accept-encoding": "br, gzip",
    });
    expect(script.headers["content-encoding"]).toBe("gzip");
    expect(script.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    const zip = await rawGet(`${origin}/pyodide/314.0.7/python_stdlib.zip`, {
      "accept-encoding": "br, gzip",
    });
    expect(zip.headers["content-encoding"]).toBeUndefined();
    expect(zip.body.toString()).toBe("PK not worth compressing");
    expect(zip.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("caches any versioned vendor folder for a year, and unversioned ones not", async () => {
    const scratch = await fetch(`${origin}/scratch-gui/15.1.1/static/blocks.svg`);
    expect(scratch.status).toBe(200);
    expect(scratch.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const unversioned = await fetch(`${origin}/pyodide/latest/x.js`);
    expect(unversioned.headers.get("cache-control")).toBe("no-cache");
  });

  it("sends the build's precompressed hashed assets too, as JavaScript", async () => {
    const response = await rawGet(`${origin}/assets/pyodide.worker-abc123.js`, {
      "accept-encoding": "gzip, br",
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.body).toString()).toBe("self.onmessage = () => {}");
  });

  it("answers a missing vendor file with 404", async () => {
    const response = await rawGet(`${origin}/pyodide/314.0.7/nope.wasm`, { "accept-encoding": "br, gzip" });
    expect(response.status).toBe(404);
  });

  it.each([
    "/studio/python/new",
    "/studio/python/42",
    "/embed/python/new",
    "/studio/cpp/new",
    "/embed/cpp/7",
  ])(
    "isolates %s (COOP same-origin, COEP require-corp) so input()/cin and Stop use shared memory",
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(response.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
    },
  );

  it("lets an isolated partner page frame /embed/ (CORP cross-origin there only)", async () => {
    const embed = await fetch(`${origin}/embed/python/new`);
    expect(embed.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const studio = await fetch(`${origin}/studio/python/new`);
    expect(studio.headers.get("cross-origin-resource-policy")).toBe("same-site");
  });

  it.each(["/", "/studio/scratch/1", "/dashboard/projects", "/live/123"])(
    "leaves %s without COEP (other origins' images keep working)",
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get("cross-origin-embedder-policy")).toBeNull();
    },
  );

  it("sends COEP with scripts, so an isolated page's workers may start", async () => {
    const worker = await fetch(`${origin}/assets/pyodide.worker-abc123.js`);
    expect(worker.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
    const svg = await fetch(`${origin}/scratch-gui/15.1.1/static/blocks.svg`);
    expect(svg.headers.get("cross-origin-embedder-policy")).toBeNull();
  });
});
