import { useState, useSyncExternalStore } from "react";
import { createProjectModel, type ProjectModelOptions } from "./project-model.ts";

/** One project model for the component's life, and its state as React state. */
export function useProjectModel<Content>(options: () => ProjectModelOptions<Content>) {
  const [model] = useState(() => createProjectModel(options()));
  const state = useSyncExternalStore(model.subscribe, model.getState, model.getState);
  return { model, state };
}
