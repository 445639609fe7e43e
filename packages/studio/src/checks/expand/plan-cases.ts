import type { AuthoredPythonCheck, PythonCall, PythonExpected } from "@qisi/api/contract";
import { fill } from "../judge/check-text.ts";
import { packJson } from "../judge/python-values.ts";
import { pythonLiteral, stdinLine } from "./python-literal.ts";
import { describeValues, drawValue, seededRandom } from "./random-values.ts";

/** Where a case or a problem is in the exercise file: ["tests", 2], ["random"], ["turtle", "tests", 0]. */
export type SpecPath = (string | number)[];

/** A case before the reference has run: its input, and the answer when the author wrote it down. */
export interface PlannedCase {
  source: "tests" | "function" | "random" | "turtle";
  index: number;
  stdin: string;
  call?: PythonCall;
  hidden: boolean;
  about?: string;
  written?: PythonExpected;
  path: SpecPath;
}

export interface PlanProblem {
  path: SpecPath;
  reason: string;
}

/** A call as the driver gets it and the child reads it: add(3, 5.0). */
export function pythonCall(name: string, args: unknown[]): PythonCall {
  const inner = args.map(pythonLiteral).join(", ");
  return { name, args: `[${inner}]`, text: `${name}(${inner})` };
}

/**
 * Every run an exercise's checks ask for, in the order they run: written tests, function tests,
 * seeded random inputs (drawn here, once), turtle runs.
 */
export function planCases(spec: AuthoredPythonCheck): { cases: PlannedCase[]; problems: PlanProblem[] } {
  const cases: PlannedCase[] = [];
  const problems: PlanProblem[] = [];
  for (const [index, test] of spec.tests.entries())
    cases.push({
      source: "tests",
      index,
      stdin: test.stdin,
      hidden: test.hidden,
      ...(test.about !== undefined && { about: test.about }),
      ...(test.stdout !== undefined && { written: { stdout: test.stdout } }),
      path: ["tests", index],
    });
  const fn = spec.function;
  for (const [index, test] of (fn?.tests ?? []).entries())
    cases.push({
      source: "function",
      index,
      stdin: "",
      call: pythonCall(fn?.name ?? "", test.args),
      hidden: test.hidden,
      ...(test.about !== undefined && { about: test.about }),
      ...(test.returns !== undefined && {
        written: { value: packJson(test.returns), repr: pythonLiteral(test.returns) },
      }),
      path: ["function", "tests", index],
    });
  const random = spec.random;
  if (random) {
    const next = seededRandom(random.seed);
    if (random.args && !fn)
      problems.push({ path: ["random", "args"], reason: "random.args 是函数的参数：要先写 function" });
    for (let index = 0; index < random.count; index++) {
      const base = { source: "random" as const, index, hidden: true, path: ["random"] };
      if (random.args && fn) {
        const args = random.args.map((value) => drawValue(value, next));
        cases.push({
          ...base,
          stdin: "",
          call: pythonCall(fn.name, args),
          about: fill(describeValues(random.args)),
        });
      } else if (random.stdin) {
        const stdin = random.stdin.map((value) => `${stdinLine(drawValue(value, next))}\n`).join("");
        cases.push({ ...base, stdin, about: fill(describeValues(random.stdin)) });
      }
    }
  }
  if (spec.turtle)
    for (const [index, test] of (spec.turtle.tests ?? [{ stdin: "" }]).entries())
      cases.push({
        source: "turtle",
        index,
        stdin: test.stdin,
        hidden: false,
        path: ["turtle", "tests", index],
      });
  return { cases, problems };
}
