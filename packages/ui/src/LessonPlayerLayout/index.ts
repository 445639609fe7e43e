export { LessonPlayerLayout, type LessonPlayerLayoutProps, type LessonPlayerTab } from "./LessonPlayerLayout";
export { useMediaQuery } from "./use-media-query";
