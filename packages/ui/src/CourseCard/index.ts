export { CourseCard, type CourseCardData, type CourseCardProps, courseProgressPercent } from "./CourseCard";
export { CoverArt, type CoverArtProps } from "./CoverArt";
