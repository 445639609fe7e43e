export { type LessonProgressState, useLessonProgress } from "./use-lesson-progress";
