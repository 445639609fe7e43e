export type { Comparison } from "./compare.ts";
export { compareTolerant } from "./compare.ts";
export type {
  CaseResult,
  Checker,
  JudgeProgress,
  JudgeResult,
  Problem,
  Submission,
  Subtask,
  TestCase,
  Verdict,
} from "./judge.ts";
export { judge } from "./judge.ts";
