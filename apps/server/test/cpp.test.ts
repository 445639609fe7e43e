import type { Compiler } from "@qisi/judge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, newPhone, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

const hello = '#include <cstdio>\nint main() { printf("你好\\n"); return 0; }\n';
const chinese = /[\u4e00-\u9fff]/;

/** Issues 18 and 19: `POST cpp/compile` and the modules it names, with the real compiler. */
describe.each(backends)("the C++ compile service on %s", (backend) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    token = (await signIn(server.url, newPhone())).token;
  }, 60_000);
  afterAll(() => server.close());

  const compile = (source: string, std?: string, as = token) =>
    call(server.url, "/cpp/compile", { token: as, body: { source, ...(std && { std }) } });

  it("compiles a program to a module named by its content and serves it for ever", async () => {
    const first = await compile(hello);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, cached: false, diagnostics: [] });
    expect(first.body.module).toMatch(/^[0-9a-f]{64}\.wasm$/);
    const module = await fetch(`${server.url}/cpp/modules/${first.body.module}`);
    expect(module.status).toBe(200);
    expect(module.headers.get("content-type")).toBe("application/wasm");
    expect(module.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await module.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0x61, 0x73, 0x6d]);
    expect(WebAssembly.validate(bytes)).toBe(true);

    const again = await compile(hello);
    expect(again.body).toMatchObject({ ok: true, cached: true, module: first.body.module });
    expect(again.body.ms).toBeLessThan(200);
    // Another standard is another module.
    const cpp17 = await compile(hello, "c++17");
    expect(cpp17.body.module).not.toBe(first.body.module);
  }, 60_000);

  it("answers a wrong program with diagnostics where the editor can point, and keeps warnings on a cache hit", async () => {
    const wrong = await compile("#include <iostream>\nint main() {\n  std::cout << 1\n}\n");
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ ok: false, reason: "diagnostics" });
    expect(wrong.body.diagnostics[0]).toMatchObject({ file: "main.cpp", line: 3, severity: "error" });
    expect(wrong.body.stderr).toContain("expected ';'");

    const warned = "int main() { int x = 1; if (x = 2) return 1; return 0; }\n";
    const first = await compile(warned);
    const second = await compile(warned);
    for (const reply of [first, second]) {
      expect(reply.body.ok).toBe(true);
      expect(reply.body.diagnostics.map((d: { message: string }) => d.message).join("\n")).toContain(
        "assignment as a condition",
      );
    }
    expect(second.body.cached).toBe(true);
  }, 60_000);

  it("refuses visitors, unknown and malformed module names", async () => {
    expect((await call(server.url, "/cpp/compile", { body: { source: hello } })).status).toBe(401);
    const unknown = await call(server.url, `/cpp/modules/${"a".repeat(64)}.wasm`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toMatch(chinese);
    for (const bad of ["../../etc/passwd", "abc.wasm", `${"a".repeat(64)}.js`, `${"A".repeat(64)}.wasm`]) {
      const reply = await call(server.url, `/cpp/modules/${encodeURIComponent(bad)}`);
      expect([400, 404]).toContain(reply.status);
      expect(reply.body.detail).toMatch(chinese);
    }
  });
});

describe("what the compile service refuses, and when it is down", () => {
  let server: TestServer;
  let token: string;
  let downServer: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    token = (await signIn(server.url, newPhone())).token;
    const broken: Compiler = {
      name: "broken",
      compile: () => Promise.reject(new Error("spawn clang++-19 ENOENT")),
      close: async () => {},
    };
    downServer = await startTestServer("pglite", {}, { cppCompiler: () => broken });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await downServer.close();
  });

  const compile = (source: string, base = server.url, as = token) =>
    call(base, "/cpp/compile", { token: as, body: { source } });

  it("refuses a program over 64 KB, counted in bytes (Chinese comments count three)", async () => {
    const ascii = `int main() {}\n//${"x".repeat(64 * 1024)}`;
    const han = `int main() {}\n//${"你".repeat(22_000)}`; // 22,000 characters, 66,000 bytes
    for (const source of [ascii, han]) {
      const reply = await compile(source);
      expect([400, 413]).toContain(reply.status);
      expect(reply.body.detail).toContain("64 KB");
    }
  });

  it("refuses NUL bytes, text that was not UTF-8 and lone surrogates, in Chinese", async () => {
    const nul = await compile("int main() {}\0");
    expect(nul.status).toBe(400);
    expect(nul.body.detail).toContain("空字符");
    const latin1 = Buffer.concat([
      Buffer.from('{"source":"int main() { /* '),
      Buffer.from([0xc4, 0xe3, 0xba, 0xc3]), // 你好 in GBK
      Buffer.from(' */ }"}'),
    ]);
    const gbk = await call(server.url, "/cpp/compile", {
      token,
      raw: latin1,
      headers: { "content-type": "application/json" },
    });
    expect(gbk.status).toBe(400);
    expect(gbk.body.detail).toContain("UTF-8");
    const surrogate = await call(server.url, "/cpp/compile", {
      token,
      raw: '{"source":"int main() { /* \\ud800 */ }"}',
      headers: { "content-type": "application/json" },
    });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.detail).toContain("UTF-8");
  });

  it("compiles one program per account at a time: a second Run while the first compiles gets a Chinese 429", async () => {
    const replies = await Promise.all([
      compile('#include <iostream>\nint main() { std::cout << "一"; }\n'),
      compile('#include <iostream>\nint main() { std::cout << "二"; }\n'),
    ]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 429]);
    const busy = replies.find((reply) => reply.status === 429)!;
    expect(busy.body.detail).toContain("编译");
    // Someone else is not held up by this account's compile.
    const other = (await signIn(server.url, newPhone())).token;
    const [mine, theirs] = await Promise.all([
      compile("int main() { return 3; }\n"),
      compile("int main() { return 4; }\n", server.url, other),
    ]);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
  }, 60_000);

  it("answers 503 with a Chinese message when the compiler cannot run, never a 500", async () => {
    const downToken = (await signIn(downServer.url, newPhone())).token;
    const reply = await compile(hello, downServer.url, downToken);
    expect(reply.status).toBe(503);
    expect(reply.body.detail).toContain("编译服务");
  });
});
