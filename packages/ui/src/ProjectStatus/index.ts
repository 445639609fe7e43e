export { ProjectStatus, type ProjectStatusProps, type ProjectStatusValue } from "./ProjectStatus";
