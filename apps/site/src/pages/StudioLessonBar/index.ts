export { StudioLessonBar, type StudioLessonBarProps } from "./StudioLessonBar";
