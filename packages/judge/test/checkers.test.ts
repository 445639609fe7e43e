import { afterAll, describe, expect, it } from "vitest";
import { findNativeCompiler } from "../src/compile/index.ts";
import { compareExact, compareFloat, judge, type Problem, scoreCases } from "../src/judge/index.ts";
import { NativeRunner, nativeUnavailable } from "../src/native/index.ts";

describe("compareExact (Hydro's strict)", () => {
  it("forgives CRLF and a missing final newline only", () => {
    expect(compareExact("1 2\n3\n", "1 2\r\n3")).toEqual({ same: true });
    expect(compareExact("1 2\n", "1 2 \n")).toMatchObject({ same: false, line: 1 });
    expect(compareExact("1\n", "1\n\n")).toMatchObject({ same: false, line: 2 });
  });
});

describe("compareFloat", () => {
  const abs = { absolute: 1e-6, relative: 0 };
  const rel = { absolute: 0, relative: 1e-6 };

  it("accepts numbers within the absolute tolerance, token by token, any whitespace", () => {
    expect(compareFloat("3.1415926\n2", "3.14159 26e-5 2", { absolute: 1e-4, relative: 0 })).toMatchObject({
      same: false,
    });
    expect(compareFloat("3.1415926\n2\n", "3.1415930   2.0000001", abs)).toEqual({ same: true });
    expect(compareFloat("0.5", "0.5001", abs)).toMatchObject({ same: false, line: 1, expected: "0.5" });
  });

  it("accepts relative error on large numbers where absolute would fail", () => {
    expect(compareFloat("1000000000", "1000000100", rel)).toEqual({ same: true });
    expect(compareFloat("1000000000", "1000002000", rel)).toMatchObject({ same: false });
    expect(compareFloat("1000000000", "1000000100", abs)).toMatchObject({ same: false });
  });

  it("compares words exactly and never lets nan, inf or a missing token pass", () => {
    expect(compareFloat("YES 1.0", "YES 1", abs)).toEqual({ same: true });
    expect(compareFloat("YES 1.0", "yes 1", abs)).toMatchObject({ same: false });
    expect(compareFloat("1.0", "nan", { absolute: 1e9, relative: 1e9 })).toMatchObject({ same: false });
    expect(compareFloat("1.0", "inf", { absolute: 1e9, relative: 1e9 })).toMatchObject({ same: false });
    expect(compareFloat("1 2", "1", abs)).toMatchObject({ same: false, expected: "2", actual: "" });
    expect(compareFloat("1", "1 2", abs)).toMatchObject({ same: false, actual: "2" });
  });
});

describe("scoreCases (Hydro's subtasks)", () => {
  const v = ["AC", "AC", "WA", "AC", "TLE", "AC"];

  it("without subtasks: percent of tests passed, rounded down", () => {
    expect(scoreCases(v, undefined)).toEqual({ score: 66, subtasks: [] });
    expect(scoreCases([], undefined).score).toBe(0);
  });

  it("min gives the whole score only when every case passes; sum gives a share per case", () => {
    const result = scoreCases(v, [
      { id: 1, score: 20, type: "min", cases: [1, 2] },
      { id: 2, score: 30, type: "min", cases: [3, 4] },
      { id: 3, score: 50, type: "sum", cases: [4, 5, 6] },
    ]);
    expect(result.subtasks).toEqual([
      { id: 1, score: 20, max: 20, verdict: "AC" },
      { id: 2, score: 0, max: 30, verdict: "WA" },
      { id: 3, score: 33, max: 50, verdict: "TLE" },
    ]);
    expect(result.score).toBe(53);
  });

  it("a case number past the tests counts as failed, not passed", () => {
    expect(scoreCases(["AC"], [{ id: 1, score: 100, type: "min", cases: [1, 2] }]).score).toBe(0);
  });
});

if (nativeUnavailable()) console.warn(`native special judge test SKIPPED: ${nativeUnavailable()}`);
const compiler = findNativeCompiler();
if (!compiler)
  throw new Error("clang-19 with the wasm32 libraries is not installed (scripts/test.sh installs it)");
afterAll(() => compiler.close());

// The answer is any pair (x, y) with x + y = n: only a special judge can check that.
const pairProblem = (checker: Problem["checker"]): Problem => ({
  timeLimitMs: 1000,
  memoryLimitBytes: 64 * 1024 * 1024,
  checker,
  tests: [
    { input: "5\n", output: "2 3\n" },
    { input: "10\n", output: "5 5\n" },
  ],
  subtasks: [
    { id: 1, score: 40, type: "min", cases: [1] },
    { id: 2, score: 60, type: "min", cases: [2] },
  ],
});
const cppChecker = `#include <cstdio>
int main(int argc, char** argv) {
  FILE* in = fopen(argv[1], "r"); FILE* out = fopen(argv[3], "r");
  long long n, x, y;
  fscanf(in, "%lld", &n);
  if (fscanf(out, "%lld %lld", &x, &y) != 2) { puts("need two numbers"); return 1; }
  if (x + y != n) { printf("%lld + %lld != %lld\\n", x, y, n); return 1; }
  FILE* w = fopen("answer", "w");
  if (w) { puts("could write a file"); return 3; }
  puts("ok");
  return 0;
}`;
// Right on every test but with a different pair than the expected output.
const differentPair = `#include <cstdio>
int main() { long long n; scanf("%lld", &n); printf("%lld %lld\\n", n - 1, 1LL); }`;
// Right on n = 5 only.
const fixedPair = `#include <cstdio>
int main() { puts("1 4"); }`;

describe("special judge (C++ checker in the wasm sandbox)", () => {
  it("accepts any right pair, with the checker's message, and cannot write files", async () => {
    const result = await judge(
      compiler,
      { language: "cpp", source: differentPair },
      pairProblem({ kind: "special", language: "cpp", source: cppChecker }),
    );
    expect(result.cases.map((c) => [c.verdict, c.detail])).toEqual([
      ["AC", "ok"],
      ["AC", "ok"],
    ]);
    expect(result.score).toBe(100);
  });

  it("gives WA with the message where the checker exits 1, and scores subtasks", async () => {
    const result = await judge(
      compiler,
      { language: "cpp", source: fixedPair },
      pairProblem({ kind: "special", language: "cpp", source: cppChecker }),
    );
    expect(result.cases.map((c) => c.verdict)).toEqual(["AC", "WA"]);
    expect(result.cases[1]?.detail).toBe("1 + 4 != 10");
    expect(result.verdict).toBe("WA");
    expect(result.score).toBe(40);
    expect(result.subtasks.map((s) => s.score)).toEqual([40, 0]);
  });

  it("a checker that does not compile or crashes is SE, never the child's WA", async () => {
    const broken = await judge(
      compiler,
      { language: "cpp", source: differentPair },
      pairProblem({ kind: "special", language: "cpp", source: "int main() { return x; }" }),
    );
    expect(broken.verdict).toBe("SE");
    expect(broken.cases[0]?.detail).toMatch(/special judge does not compile/);
    const crashing = await judge(
      compiler,
      { language: "cpp", source: differentPair },
      pairProblem({ kind: "special", language: "cpp", source: "int main() { __builtin_trap(); }" }),
    );
    expect(crashing.cases.map((c) => c.verdict)).toEqual(["SE", "SE"]);
  });

  it("exact and float checkers are used by judge()", async () => {
    const printHalf = `#include <cstdio>
int main() { printf("%.3f \\n", 0.5); }`;
    const base = {
      timeLimitMs: 1000,
      memoryLimitBytes: 64 * 1024 * 1024,
      tests: [{ input: "", output: "0.5\n" }],
    };
    const float = await judge(
      compiler,
      { language: "cpp", source: printHalf },
      {
        ...base,
        checker: { kind: "float", absolute: 1e-6, relative: 0 },
      },
    );
    expect(float.verdict).toBe("AC");
    const exact = await judge(
      compiler,
      { language: "cpp", source: printHalf },
      { ...base, checker: { kind: "exact" } },
    );
    expect(exact.verdict).toBe("WA");
  });
});

describe.skipIf(nativeUnavailable() !== null)("special judge on the native runner", () => {
  it("the same C++ checker, compiled by g++, reads its files from its own bubblewrap sandbox", async () => {
    const runner = new NativeRunner();
    const right = await judge(
      runner,
      { language: "cpp", source: differentPair },
      pairProblem({ kind: "special", language: "cpp", source: cppChecker }),
    );
    expect(right.cases.map((c) => [c.verdict, c.detail])).toEqual([
      ["AC", "ok"],
      ["AC", "ok"],
    ]);
    const wrong = await judge(
      runner,
      { language: "cpp", source: fixedPair },
      pairProblem({ kind: "special", language: "cpp", source: cppChecker }),
    );
    expect(wrong.cases[1]).toMatchObject({ verdict: "WA", detail: "1 + 4 != 10" });
    expect(wrong.score).toBe(40);
  });
});
