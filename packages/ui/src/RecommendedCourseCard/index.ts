export {
  RecommendedCourseCard,
  type RecommendedCourseCardProps,
  type RecommendedCourseData,
} from "./RecommendedCourseCard";
