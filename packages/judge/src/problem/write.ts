import { stringify } from "yaml";
import type { Checker, Problem } from "../judge/judge.ts";
import { formatMemory, formatTime } from "./limits.ts";
import type { ProblemPackage } from "./types.ts";

const encoder = new TextEncoder();

/** Every file of the package in Hydro's layout, tests named 1.in/1.out, 2.in/2.out … */
export function packageFiles(pkg: ProblemPackage): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const put = (path: string, text: string) => files.set(path, encoder.encode(text));
  put(
    "problem.yaml",
    stringify({
      pid: pkg.id,
      title: pkg.title,
      tag: pkg.tags,
      ...(pkg.difficulty === null ? {} : { difficulty: pkg.difficulty }),
      ...(pkg.level === null ? {} : { level: pkg.level }),
      languages: pkg.languages,
    }),
  );
  put("problem.md", pkg.statement);
  put("testdata/config.yaml", stringify(config(pkg.judge)));
  for (const [i, test] of pkg.judge.tests.entries()) {
    put(`testdata/${i + 1}.in`, test.input);
    put(`testdata/${i + 1}.out`, test.output);
  }
  const checker = pkg.judge.checker;
  if (checker?.kind === "special") put(`testdata/${checkerFile(checker)}`, checker.source);
  return files;
}

function config(judge: Problem): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: "default",
    time: formatTime(judge.timeLimitMs),
    memory: formatMemory(judge.memoryLimitBytes),
    ...checkerConfig(judge.checker ?? { kind: "default" }),
  };
  if (judge.subtasks) {
    out.subtasks = judge.subtasks.map((s) => ({
      id: s.id,
      score: s.score,
      type: s.type,
      cases: s.cases.map((n) => ({ input: `${n}.in`, output: `${n}.out` })),
    }));
  }
  return out;
}

function checkerConfig(checker: Checker): Record<string, unknown> {
  switch (checker.kind) {
    case "default":
      return { checker_type: "default" };
    case "exact":
      return { checker_type: "strict" };
    case "float":
      return { checker_type: "real", tolerance: { absolute: checker.absolute, relative: checker.relative } };
    case "special":
      return { checker_type: "testlib", checker: checkerFile(checker) };
  }
}

function checkerFile(checker: Extract<Checker, { kind: "special" }>): string {
  return checker.language === "cpp" ? "checker.cc" : "checker.py";
}
