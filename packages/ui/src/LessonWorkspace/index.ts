export { LessonWorkspace, type LessonWorkspaceProps } from "./LessonWorkspace";
