export { PredictCard, type PredictCardProps } from "./PredictCard";
export { RunStepCard, type RunStepCardProps } from "./RunStepCard";
export { StepQuestion, type StepQuestionProps } from "./StepQuestion";
export type { PredictValue, RunStepValue, StepAnswerValue, StepOutcomeValue, StepResultValue } from "./types";
