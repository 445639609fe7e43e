// The C++ studio is its own entry (`@qisi/studio/cpp`): from this barrel its code would land in the
// chunk every studio page shares. Its handle's type costs nothing at run time.
export type { CppStudioHandle, CppStudioProps } from "./cpp/CppStudio.tsx";
export * from "./project/index.ts";
export * from "./protocol/index.ts";
export * from "./python/index.ts";
export * from "./scratch/index.ts";
export { ProjectTitleField, type ProjectTitleFieldProps } from "./shared/ProjectTitleField.tsx";
// The C++ studio is its own entry (`@qisi/studio/cpp`): from this barrel its code would land in the
// chunk every studio page shares.
export { announceStudioReady, studioReadyEvent } from "./studio-ready.ts";
