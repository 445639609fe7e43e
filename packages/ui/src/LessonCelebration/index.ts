export { LessonCelebration, type LessonCelebrationProps } from "./LessonCelebration";
