import { afterAll, describe, expect, it } from "vitest";
import { createCompiler, findNativeCompiler, YowaspClang } from "../src/compile/index.ts";
import { bwrapPath } from "../src/native/bwrap.ts";

const HELLO = `#include <bits/stdc++.h>
using namespace std;
int main() { int a, b; cin >> a >> b; cout << a + b << "\\n"; }
`;

const BROKEN = `#include <iostream>
int main() {
  int x = ;
  std::cout << y;
}
`;

// scripts/test.sh installs Debian's clang; the native path must be there for the unit stage.
const native = findNativeCompiler();

describe("native clang (Debian clang-19 → wasm32-wasi)", () => {
  it("is installed (scripts/test.sh installs DEBIAN_PACKAGES)", () => {
    expect(native?.name).toMatch(/^clang 19\.\S+ \(debian\)$/);
  });

  it("compiles a contest program with bits/stdc++.h to a WebAssembly module", async () => {
    const result = await native!.compile(HELLO);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(WebAssembly.validate(result.wasm)).toBe(true);
    expect(result.compiler).toBe(native!.name);
  });

  it("returns structured diagnostics for a compile error", async () => {
    const result = await native!.compile(BROKEN);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe("diagnostics");
    expect(result.diagnostics).toContainEqual({
      file: "main.cpp",
      line: 3,
      column: 11,
      severity: "error",
      message: "expected expression",
    });
    expect(result.diagnostics.some((d) => d.line === 4 && d.message.includes("'y'"))).toBe(true);
  });

  it("uses C++14 by default and accepts another standard on request", async () => {
    const cpp17 = "#include <optional>\nint main() { std::optional<int> x = 1; return *x - 1; }\n";
    const by14 = await native!.compile(cpp17);
    expect(by14.ok).toBe(false);
    const by17 = await native!.compile(cpp17, { std: "c++17" });
    expect(by17.ok).toBe(true);
  });

  it("explains that exceptions are off when a program throws", async () => {
    const result = await native!.compile("int main() { throw 1; }\n");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics[0]?.message).toMatch(/exceptions/);
    // The studio's Chinese explanation is keyed by this code (README: diagnostic codes).
    expect(result.diagnostics[0]?.code).toBe("exceptions-disabled");
  });

  it("stops a compile at its time limit and kills clang", async () => {
    const result = await native!.compile(HELLO, { timeLimitMs: 30 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe("timeout");
    expect(result.ms).toBeLessThan(2000);
  });

  it("refuses a source over 64 KB before starting the compiler", async () => {
    const result = await native!.compile(`int main() {}\n//${"x".repeat(70 * 1024)}\n`);
    expect(result).toMatchObject({ ok: false, reason: "too-large" });
  });

  it("stops after 20 errors and caps the compiler output", async () => {
    const flood = `int main() {\n${"  undefined_name_here();\n".repeat(1000)}}\n`;
    const result = await native!.compile(flood);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.stderr.length).toBeLessThanOrEqual(64 * 1024);
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThanOrEqual(21);
  });
});

describe("@yowasp/clang (pure npm fallback)", () => {
  const yowasp = new YowaspClang();
  afterAll(() => yowasp.close());

  it("compiles the same program with no system compiler, and reports errors the same way", async () => {
    const ok = await yowasp.compile(HELLO, { timeLimitMs: 120_000 });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(WebAssembly.validate(ok.wasm)).toBe(true);
    const broken = await yowasp.compile(BROKEN, { timeLimitMs: 120_000 });
    expect(broken).toMatchObject({ ok: false, reason: "diagnostics" });
    if (!broken.ok)
      expect(broken.diagnostics[0]).toMatchObject({
        file: "main.cpp",
        line: 3,
        column: 11,
        severity: "error",
      });
  }, 240_000);

  it("is what createCompiler gives when asked for it", async () => {
    const compiler = createCompiler("yowasp");
    expect(compiler.name).toMatch(/yowasp/);
    await compiler.close();
  });
});

describe("native clang in bubblewrap", () => {
  it.skipIf(bwrapPath() === null)(
    "cannot read host files through #include (the diagnostics once showed /etc/passwd's words)",
    async () => {
      const native = findNativeCompiler();
      if (!native) throw new Error("clang-19 with the wasm32 libraries is not installed");
      const result = await native.compile('#include "/etc/passwd"\nint main() {}');
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.stderr).not.toMatch(/root/);
        expect(result.diagnostics[0]?.message).toMatch(/not found/);
      }
    },
  );
});
