export { CheckResult, type CheckResultProps } from "./CheckResult";
export type { CheckCaseValue, CheckResultValue } from "./types";
export { VerdictChips } from "./VerdictChips";
export { verdictLabels, verdictTone } from "./verdicts";
