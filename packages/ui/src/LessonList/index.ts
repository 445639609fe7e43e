export { LessonList, type LessonListProps } from "./LessonList";
export {
  type LessonListGroup,
  type LessonListItem,
  type LessonState,
  numberLessons,
} from "./numbering";
