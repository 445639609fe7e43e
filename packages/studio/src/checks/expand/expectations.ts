import type { AuthoredPythonCheck, StoredPythonCheck } from "@qisi/api/contract";
import { caseRequest, type PythonObserver } from "../judge/check-attempt.ts";
import { fill } from "../judge/check-text.ts";
import { parseObservation } from "../judge/driver-report.ts";
import { describeOutputDifference, sameOutput } from "../judge/output-difference.ts";
import { sameValue } from "../judge/python-values.ts";
import { type PlanProblem, planCases } from "./plan-cases.ts";

/** Something wrong with the reference or the file, for content check: where, and why (in Chinese). */
export interface ExpectationProblem extends PlanProblem {
  /** The solution file's line the reference failed on, when Python named one. */
  solutionLine?: number;
}

/**
 * Expectations computed once, from the trusted reference, at import (issue 37 item 2): the
 * reference runs on every case (the same driver as the learner's program) and what it printed,
 * returned or drew becomes the case's expected answer; an answer the author wrote down is kept,
 * and must be the reference's. A reference that fails, or disagrees, is a problem: content check
 * stops with it. `observer` must be trusted (the reference never runs next to a learner's code).
 */
export async function computeExpectations(
  spec: AuthoredPythonCheck,
  solution: string | undefined,
  observer: PythonObserver,
  salt: string,
): Promise<{ check: StoredPythonCheck | null; problems: ExpectationProblem[] }> {
  const { cases: planned, problems } = planCases(spec);
  const base = {
    compare: spec.compare,
    salt,
    rules: spec.rules as Record<string, unknown>[],
    wrong: spec.wrong.map(({ code, missing, output, error, message }) => ({
      ...(code !== undefined && { code }),
      ...(missing !== undefined && { missing }),
      ...(output !== undefined && { output }),
      ...(error !== undefined && { error }),
      message,
    })),
    ...(spec.turtle && { turtle: { tolerance: spec.turtle.tolerance, area: spec.turtle.area } }),
  };
  if (!solution) {
    const unwritten = planned.find((kase) => !kase.written);
    if (unwritten)
      return {
        check: null,
        problems: [
          ...problems,
          {
            path: unwritten.path,
            reason: "这个测试没写答案，要有参考答案 exercise-<n>.solution.py 才能算出来",
          },
        ],
      };
    return {
      check: {
        ...base,
        cases: planned.map(({ path: _path, written, ...kase }) => ({ ...kase, expected: written! })),
      },
      problems,
    };
  }
  const inspection = await observer.inspect(solution, []);
  if (inspection.syntax)
    return {
      check: null,
      problems: [
        ...problems,
        {
          path: [],
          reason: `参考答案有语法错误：${inspection.syntax.name}: ${inspection.syntax.detail}`,
          ...(inspection.syntax.line !== null && { solutionLine: inspection.syntax.line }),
        },
      ],
    };
  const cases: StoredPythonCheck["cases"] = [];
  let i = 0;
  for await (const run of observer.run(
    solution,
    planned.map((kase) => caseRequest({ ...kase, expected: undefined })),
  )) {
    const kase = planned[i++];
    if (!kase) break;
    const { path, written, ...rest } = kase;
    const seen = "report" in run ? parseObservation(run.report) : null;
    if (!seen) {
      const why = "stopped" in run && run.stopped === "time-limit" ? "运行超时了" : "没能正常结束";
      problems.push({ path, reason: `参考答案在这里${why}` });
      continue;
    }
    if (seen.error) {
      const detail =
        seen.error.name === "_no_input" ? "输入不够用" : `${seen.error.name}: ${seen.error.detail}`;
      problems.push({
        path,
        reason: `参考答案在这里出错了：${detail}`,
        ...(seen.error.line !== null && { solutionLine: seen.error.line }),
      });
      continue;
    }
    const expected =
      kase.source === "turtle"
        ? seen.drawing && { drawing: seen.drawing }
        : kase.call
          ? seen.value !== undefined && seen.repr !== undefined && { value: seen.value, repr: seen.repr }
          : { stdout: seen.stdout };
    if (!expected) {
      problems.push({ path, reason: "参考答案在这里没有交回结果" });
      continue;
    }
    const disagreement = written && disagree(written, expected, spec.compare);
    if (disagreement) problems.push({ path, reason: disagreement });
    cases.push({ ...rest, expected: written ?? expected });
  }
  return { check: problems.length > 0 ? null : { ...base, cases }, problems };
}

type Expected = StoredPythonCheck["cases"][number]["expected"];

/** Why an answer the author wrote is not the reference's, or null when they agree. */
function disagree(
  written: Expected,
  reference: Expected,
  compare: AuthoredPythonCheck["compare"],
): string | null {
  if ("stdout" in written && "stdout" in reference) {
    if (sameOutput(written.stdout, reference.stdout, compare)) return null;
    const { sentence } = describeOutputDifference(written.stdout, reference.stdout, compare);
    return `写下的答案和参考答案的输出不一样（把参考答案当成学生的程序：${fill(sentence)}）`;
  }
  if ("value" in written && "value" in reference) {
    if (sameValue(written.value, reference.value)) return null;
    return `写下的 returns 是 ${written.repr}，参考答案返回的是 ${reference.repr}`;
  }
  return null;
}
