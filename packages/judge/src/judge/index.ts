export { CHECKER_LIMITS } from "./checker.ts";
export type { Comparison } from "./compare.ts";
export { compareExact, compareFloat, compareTolerant } from "./compare.ts";
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
export type { ChosenRunner, RunnerChoice } from "./runners.ts";
export {
  chooseRunner,
  createRunner,
  describeRunners,
  runnerChoiceFromEnv,
  wasmRunnerFor,
} from "./runners.ts";
export type { SubtaskResult } from "./score.ts";
export { scoreCases } from "./score.ts";
