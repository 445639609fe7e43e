import { afterAll, describe, expect, it } from "vitest";
import { findNativeCompiler } from "../src/compile/index.ts";
import { type JudgeProgress, judge, type Problem } from "../src/judge/index.ts";

const MiB = 1024 * 1024;
const compiler = findNativeCompiler();
if (!compiler)
  throw new Error("clang-19 with the wasm32 libraries is not installed (scripts/test.sh installs it)");
afterAll(() => compiler.close());

/** A+B with the edge cases a GESP level-1 problem has: negatives, zero, values past 2³¹. */
const aPlusB: Problem = {
  timeLimitMs: 1000,
  memoryLimitBytes: 64 * MiB,
  tests: [
    { input: "1 2\n", output: "3\n" },
    { input: "-5 5\n", output: "0\n" },
    { input: "0 0\n", output: "0\n" },
    { input: "2000000000 2000000000\n", output: "4000000000\n" },
  ],
};

const solutions = {
  reference: `#include <bits/stdc++.h>
using namespace std;
int main() { long long a, b; cin >> a >> b; cout << a + b << endl; return 0; }`,
  // Same answer, sloppy whitespace (trailing spaces, no final newline): still AC under Hydro's rule.
  sloppy: `#include <cstdio>
int main() { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld   ", a + b); }`,
  // Classic beginner bug: int overflows on the last test only.
  overflow: `#include <iostream>
int main() { int a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }`,
  loop: `#include <iostream>
int main() { long long a, b; std::cin >> a >> b; volatile long long s = 0; for (;;) s += a; }`,
  memory: `#include <vector>
#include <iostream>
int main() { std::vector<int> v; for (;;) v.push_back(1); }`,
  crash: `#include <vector>
#include <iostream>
int main() { std::vector<int> v; long long a, b; std::cin >> a >> b; std::cout << v.at(a + b) << "\\n"; }`,
  exitCode: `#include <iostream>
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; return 1; }`,
  flood: `#include <cstdio>
int main() { for (;;) puts("3"); }`,
  compileError: `#include <iostream>
int main() { std::cout << a + b }`,
};

describe("judge (C++ through the wasm runner)", () => {
  it("accepts the reference solution on every test, reporting progress", async () => {
    const progress: JudgeProgress[] = [];
    const result = await judge(compiler, { language: "cpp", source: solutions.reference }, aPlusB, (p) =>
      progress.push(p),
    );
    expect(result.verdict).toBe("AC");
    expect(result.score).toBe(100);
    expect(result.cases.map((c) => c.verdict)).toEqual(["AC", "AC", "AC", "AC"]);
    for (const c of result.cases) {
      expect(c.timeMs).toBeGreaterThanOrEqual(0);
      expect(c.memoryBytes).toBeGreaterThan(0);
    }
    expect(progress[0]).toEqual({ stage: "compiling" });
    expect(progress).toContainEqual({ stage: "running", test: 4, of: 4 });
    expect(progress.at(-1)).toEqual({ stage: "done", verdict: "AC" });
  });

  it("accepts trailing spaces and a missing final newline (AC)", async () => {
    expect((await judge(compiler, { language: "cpp", source: solutions.sloppy }, aPlusB)).verdict).toBe("AC");
  });

  it("gives WA on the overflowing test only, with the differing line, and a partial score", async () => {
    const result = await judge(compiler, { language: "cpp", source: solutions.overflow }, aPlusB);
    expect(result.verdict).toBe("WA");
    expect(result.cases.map((c) => c.verdict)).toEqual(["AC", "AC", "AC", "WA"]);
    expect(result.cases[3]?.mismatch).toMatchObject({ line: 1, expected: "4000000000" });
    expect(result.score).toBe(75);
  });

  it("gives TLE for an endless loop", async () => {
    const problem = { ...aPlusB, timeLimitMs: 200, tests: aPlusB.tests.slice(0, 1) };
    const result = await judge(compiler, { language: "cpp", source: solutions.loop }, problem);
    expect(result.verdict).toBe("TLE");
    expect(result.cases[0]?.timeMs).toBeGreaterThanOrEqual(200);
  });

  it("gives MLE for a vector that grows without end", async () => {
    const problem = { ...aPlusB, tests: aPlusB.tests.slice(0, 1) };
    expect((await judge(compiler, { language: "cpp", source: solutions.memory }, problem)).verdict).toBe(
      "MLE",
    );
  });

  it("gives RE with the trap for vector::at out of range", async () => {
    const result = await judge(
      compiler,
      { language: "cpp", source: solutions.crash },
      { ...aPlusB, tests: aPlusB.tests.slice(0, 1) },
    );
    expect(result.verdict).toBe("RE");
    expect(result.cases[0]?.detail).toBe("unreachable");
  });

  it("gives RE for a right answer with a non-zero exit code", async () => {
    const result = await judge(
      compiler,
      { language: "cpp", source: solutions.exitCode },
      { ...aPlusB, tests: aPlusB.tests.slice(0, 1) },
    );
    expect(result.verdict).toBe("RE");
    expect(result.cases[0]).toMatchObject({ exitCode: 1, detail: "exit code 1" });
  });

  it("gives OLE for endless output", async () => {
    const problem = { ...aPlusB, outputLimitBytes: 256 * 1024, tests: aPlusB.tests.slice(0, 1) };
    expect((await judge(compiler, { language: "cpp", source: solutions.flood }, problem)).verdict).toBe(
      "OLE",
    );
  });

  it("gives CE with diagnostics and runs no test", async () => {
    const result = await judge(compiler, { language: "cpp", source: solutions.compileError }, aPlusB);
    expect(result.verdict).toBe("CE");
    expect(result.cases).toEqual([]);
    expect(result.compile.diagnostics.some((d) => d.line === 2 && d.severity === "error")).toBe(true);
  });

  it("gives CE (not a hung worker) when compilation passes its time limit", async () => {
    const slow = {
      compile: (source: string) => compiler.compile(source, { timeLimitMs: 20 }),
      name: compiler.name,
      close: async () => {},
    };
    const result = await judge(slow, { language: "cpp", source: solutions.reference }, aPlusB);
    expect(result.verdict).toBe("CE");
    expect(result.compile.diagnostics[0]?.message).toMatch(/time limit/);
  });

  it("still judges a normal submission correctly after all of the above", async () => {
    expect((await judge(compiler, { language: "cpp", source: solutions.reference }, aPlusB)).verdict).toBe(
      "AC",
    );
  });
});
