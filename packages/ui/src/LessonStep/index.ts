export { LessonStep, type LessonStepProps, type LessonStepState } from "./LessonStep";
export { renderLessonMarkdown } from "./lesson-markdown";
