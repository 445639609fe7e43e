import { beforeAll, describe, expect, it } from "vitest";
import { memoryLimits, runWasm, withMemoryMaximum } from "../src/run/index.ts";
import { compileOrThrow } from "./support.ts";

const MiB = 1024 * 1024;
const limits = { timeLimitMs: 1000, memoryLimitBytes: 64 * MiB };

const programs = {
  aPlusB: `#include <bits/stdc++.h>
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; std::cerr << "调试\\n"; }`,
  exitThree: "int main() { return 3; }",
  loop: "int main() { volatile unsigned x = 0; for (;;) x++; }",
  vectorBomb: "#include <vector>\nint main() { std::vector<long long> v; for (;;) v.push_back(1); }",
  // The volatile sink keeps clang from deleting the allocation (an effect-free infinite loop is UB).
  mallocBomb:
    "#include <cstdlib>\nvolatile long sink;\nint main() { for (;;) { char* p = (char*)malloc(1 << 20); p[0] = 1; sink += (long)p; } }",
  bigGlobal: "int a[100000000]; int main() { a[5] = 1; return a[5] - 1; }",
  deepRecursion:
    "int f(int n) { volatile int pad[4]; pad[0] = n; return n == 0 ? 0 : f(n - 1) + pad[0] % 2; }\nint main() { return f(10000000) > 0 ? 0 : 1; }",
  dfs1e5:
    '#include <cstdio>\nint f(int n) { return n == 0 ? 0 : 1 + f(n - 1); }\nint main() { int n; scanf("%d", &n); printf("%d\\n", f(n)); }',
  flood:
    '#include <cstdio>\nint main() { for (;;) puts("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"); }',
  readPasswd: `#include <cstdio>
int main() { FILE* f = fopen("/etc/passwd", "r"); FILE* g = fopen("out.txt", "w"); printf("%s %s\\n", f ? "read" : "no-read", g ? "wrote" : "no-write"); }`,
  atOutOfRange:
    '#include <vector>\n#include <cstdio>\nint main() { std::vector<int> v(3); printf("%d\\n", v.at(5)); }',
  closeStdout:
    "#include <unistd.h>\n#include <cstdio>\nint main() { close(1); close(0); close(2); return 0; }",
  bigOutput: '#include <cstdio>\nint main() { for (int i = 0; i < 200000; i++) printf("%d\\n", i); }',
};

type Name = keyof typeof programs;
const wasm = {} as Record<Name, Uint8Array>;

beforeAll(async () => {
  // One at a time: the machine has 2 cores shared with other work.
  for (const [name, source] of Object.entries(programs)) wasm[name as Name] = await compileOrThrow(source);
}, 180_000);

describe("runWasm", () => {
  it("feeds stdin and captures stdout and stderr (UTF-8) with exit code 0", async () => {
    const result = await runWasm(wasm.aPlusB, "2 40\n", limits);
    expect(result).toMatchObject({ status: "ok", exitCode: 0, stdout: "42\n", stderr: "调试\n" });
    expect(result.memoryBytes).toBeGreaterThan(0);
    expect(result.memoryBytes).toBeLessThanOrEqual(64 * MiB);
  });

  it("reports a non-zero exit code", async () => {
    expect(await runWasm(wasm.exitThree, "", limits)).toMatchObject({ status: "nonzero-exit", exitCode: 3 });
  });

  it("terminates an infinite loop at the wall-clock limit (TLE)", async () => {
    const result = await runWasm(wasm.loop, "", { ...limits, timeLimitMs: 200 });
    expect(result.status).toBe("time-limit");
    expect(result.wallMs).toBeLessThan(3000);
  });

  it("stops a growing vector at the memory limit (MLE, not RE)", async () => {
    const result = await runWasm(wasm.vectorBomb, "", limits);
    expect(result.status).toBe("memory-limit");
    expect(result.memoryBytes).toBeLessThanOrEqual(64 * MiB);
  });

  it("stops a malloc loop at the memory limit (MLE)", async () => {
    expect((await runWasm(wasm.mallocBomb, "", limits)).status).toBe("memory-limit");
  });

  it("refuses a global array larger than the limit before running it (MLE)", async () => {
    expect(memoryLimits(wasm.bigGlobal)?.initialPages).toBeGreaterThan((64 * MiB) / 65536);
    const result = await runWasm(wasm.bigGlobal, "", limits);
    expect(result.status).toBe("memory-limit");
    // …and the same program fits under 512 MiB.
    expect((await runWasm(wasm.bigGlobal, "", { ...limits, memoryLimitBytes: 512 * MiB })).status).toBe("ok");
  });

  it("turns a stack overflow into a runtime error and a live runner", async () => {
    const result = await runWasm(wasm.deepRecursion, "", limits);
    expect(result.status).toBe("trapped");
    // The 8 MiB wasm stack (placed first, -Wl,--stack-first) runs off address 0, or V8's own
    // stack runs out first: either way a trap, never a corrupted global.
    expect(result.trap).toMatch(/call stack|memory access out of bounds/i);
  });

  it("allows recursion depth 10⁵ (a DFS over a path of 10⁵ nodes)", async () => {
    expect(await runWasm(wasm.dfs1e5, "100000\n", limits)).toMatchObject({
      status: "ok",
      stdout: "100000\n",
    });
  });

  it("stops an output flood at the output limit (OLE)", async () => {
    const result = await runWasm(wasm.flood, "", { ...limits, outputLimitBytes: 1 * MiB });
    expect(result.status).toBe("output-limit");
    expect(result.stdout.length).toBeLessThanOrEqual(1 * MiB);
  });

  it("gives the program no file system: it can neither read /etc/passwd nor write a file", async () => {
    expect(await runWasm(wasm.readPasswd, "", limits)).toMatchObject({
      status: "ok",
      stdout: "no-read no-write\n",
    });
  });

  it("reports an aborting library call (vector::at out of range) as a trap", async () => {
    const result = await runWasm(wasm.atOutOfRange, "", limits);
    expect(result.status).toBe("trapped");
  });

  it("lets a program close its standard streams without touching the host's", async () => {
    expect((await runWasm(wasm.closeStdout, "", limits)).status).toBe("ok");
    expect(await runWasm(wasm.aPlusB, "1 1\n", limits)).toMatchObject({ status: "ok", stdout: "2\n" });
  });

  it("buffers output: 200 000 lines well within a second", async () => {
    const result = await runWasm(wasm.bigOutput, "", limits);
    expect(result.status).toBe("ok");
    expect(result.stdout.split("\n")).toHaveLength(200001);
  });

  it("rewrites only the memory maximum", () => {
    const before = memoryLimits(wasm.aPlusB);
    const after = memoryLimits(withMemoryMaximum(wasm.aPlusB, 128 * MiB));
    expect(after).toEqual({ initialPages: before?.initialPages, maximumPages: 2048 });
    expect(WebAssembly.validate(withMemoryMaximum(wasm.aPlusB, 128 * MiB))).toBe(true);
  });
});

describe("reused sandbox threads", () => {
  it("give every program a fresh instance: globals, stdin and a previous time-out do not carry over", async () => {
    const counter = await compileOrThrow(`#include <cstdio>
int runs; char line[64];
int main() { runs++; if (fgets(line, sizeof line, stdin)) printf("%d %s", runs, line); }`);
    const outputs: string[] = [];
    for (const input of ["a\n", "b\n", "c\n"]) outputs.push((await runWasm(counter, input, limits)).stdout);
    expect(outputs).toEqual(["1 a\n", "1 b\n", "1 c\n"]);
    const loop = await compileOrThrow("int main() { volatile unsigned x = 0; for (;;) x++; }");
    expect((await runWasm(loop, "", { ...limits, timeLimitMs: 100 })).status).toBe("time-limit");
    expect((await runWasm(counter, "d\n", limits)).stdout).toBe("1 d\n");
  });
});
