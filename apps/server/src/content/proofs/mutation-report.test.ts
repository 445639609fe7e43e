import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { formatIssues } from "../issues.ts";
import { loadContent } from "../load.ts";
import {
  formatMutationReport,
  mutationIssues,
  mutationReportOf,
  printsAsWritten,
} from "./mutation-report.ts";
import { createNodeContentRunners } from "./node-runners.ts";

/**
 * `content check --report` on a fixture with one exercise a hard-coded answer passes (12 × 34
 * checked only on its output) and one its checks hold (a sum with an input the child never saw),
 * through the real checks in Pyodide.
 */
const runners = createNodeContentRunners();
afterAll(() => runners.close());

const dir = fileURLToPath(new URL("../../../test/fixtures/content-mutation", import.meta.url));

describe("the mutation report", () => {
  it("finds the hard-coded answer that passes, and holds the exercise with a hidden input", async () => {
    const content = loadContent(dir);
    expect(formatIssues(content.issues)).toBe("");
    const exercises = content.courses.flatMap((course) =>
      course.units.flatMap((unit) =>
        unit.lessons.flatMap((lesson) => lesson.steps.flatMap((step) => step.exercise ?? [])),
      ),
    );
    const reports = [];
    for (const exercise of exercises) {
      const report = await mutationReportOf(exercise, runners);
      if (report) reports.push(report);
    }
    const [product, sum] = reports;
    expect(product?.constants).toEqual({ total: 1, passed: ["只输出第 1 种答案 408"], asWritten: false });
    // A number changed by one prints another product; the print hard-coded passes, like the constant.
    expect(product?.mutants.survivors).toEqual([{ name: "第 1 行的 print 直接写成了答案 408" }]);
    expect(product?.mutants.failed).toBeGreaterThanOrEqual(2);

    expect(sum?.constants.passed).toEqual([]);
    // Reading b before a swaps the boxes and changes no sum: named as possibly equivalent.
    expect(sum?.mutants.survivors).toEqual([
      { name: "交换第 1 行和第 2 行", mayBeEquivalent: expect.stringContaining("两行各读一个输入") },
    ]);
    expect(sum?.mutants.failed).toBe((sum?.mutants.total ?? 0) - 1);

    const holes = mutationIssues(reports);
    expect(holes).toEqual([
      {
        file: "courses/mutation-course/01-python/exercise-1.yaml",
        line: 1,
        reason: expect.stringContaining("一个只输出第 1 种答案 408的程序通过了检查"),
      },
      {
        file: "courses/mutation-course/01-python/exercise-1.yaml",
        line: 1,
        reason: expect.stringContaining(
          "参考答案改动以后（第 1 行的 print 直接写成了答案 408）仍然通过了检查",
        ),
      },
    ]);
    const table = formatMutationReport(reports);
    expect(table).toContain("mutation-l1-e1（python）只抄答案的程序 0/1 个没通过");
    expect(table).toContain("✗ 通过了检查：只输出第 1 种答案 408");
    expect(table).toMatch(/合计 2 个练习：只抄答案的程序 2\/3 个没通过；变体 \d+\/\d+ 个没通过/);
  }, 120_000);

  it("tells a task of printing given text from one whose answer is computed", () => {
    expect(printsAsWritten('print("小林，生日快乐！")\n', ["小林，生日快乐！\n"])).toBe(true);
    expect(printsAsWritten("print(12 * 34)\n", ["408\n"])).toBe(false);
    expect(printsAsWritten('print("你好")\n', [""])).toBe(false);
  });
});
