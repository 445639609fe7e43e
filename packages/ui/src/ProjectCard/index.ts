export { ProjectCard, type ProjectCardProps } from "./ProjectCard";
export {
  maxProjectTitleLength,
  type ProjectAction,
  type ProjectCardData,
  validateProjectTitle,
} from "./types";
