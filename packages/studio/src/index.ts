export * from "./project/index.ts";
export * from "./protocol/index.ts";
export * from "./python/index.ts";
export * from "./scratch/index.ts";
export { ProjectTitleField, type ProjectTitleFieldProps } from "./shared/ProjectTitleField.tsx";
