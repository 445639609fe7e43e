export type { Comparison } from "./compare.ts";
export { compareTolerant } from "./compare.ts";
export type {
  CaseResult,
  JudgeProgress,
  JudgeResult,
  Problem,
  Submission,
  TestCase,
  Verdict,
} from "./judge.ts";
export { judge } from "./judge.ts";
