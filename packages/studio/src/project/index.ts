export { type Draft, type DraftBody, type DraftStore, draftKey, localStorageDrafts } from "./drafts.ts";
export { indexedDbDrafts } from "./indexeddb-drafts.ts";
export { type LanguageAdapter, sourceTextAdapter } from "./language-adapter.ts";
export { projectIdFromRoute } from "./new-project-route.ts";
export type { ProjectApi } from "./project-api.ts";
export {
  createProjectModel,
  type OpenOptions,
  type ProjectModel,
  type ProjectModelOptions,
  type ProjectState,
} from "./project-model.ts";
export {
  isOffline,
  type Ownership,
  ownership,
  type ProjectAction,
  type ProjectProblem,
  type ProjectStatus,
  problemOf,
} from "./project-status.ts";
export { useProjectModel } from "./use-project-model.ts";
export { type StatusView, useStatusMessage } from "./use-status-message.ts";
