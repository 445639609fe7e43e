import {
  type DraftStore,
  type LanguageAdapter,
  ownership,
  projectIdFromRoute,
  useProjectModel,
} from "@qisi/studio";
import { useEffect, useSyncExternalStore } from "react";
import { api } from "../app/api-client";
import { startUp } from "../features/startup";

/**
 * A text studio's project (Python, C++): the shared project model (packages/studio/src/project)
 * with the site's one API client, source text as the body, drafts in this browser, and the
 * address following the open project. Each studio page binds its own adapter and drafts.
 */
export function useTextProject(
  adapter: LanguageAdapter<string>,
  drafts: DraftStore,
  routeProjectId: string,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  /** The lesson whose starter the route names: the learner's own copy of it opens. */
  lesson: string | null,
) {
  const { model, state } = useProjectModel(() => ({ api, adapter, drafts, sessionReady: startUp }));
  const session = useSyncExternalStore(api.onSessionChange, api.getSession);
  const projectId = projectIdFromRoute(routeProjectId);

  useEffect(() => {
    void model.open(projectId, { lesson });
  }, [model, projectId, lesson]);

  // After a first save, a copy or a remix the address names the new project; a new project's
  // address (and a lesson's starter, when the learner's own copy opened) is replaced, so Back does
  // not reopen an empty studio or the starter.
  // Read from the model, not this render: a route just changed (新建) has already started an open.
  useEffect(() => {
    const { status, projectId: open } = model.getState();
    if (status === "loading" || open === null || open === projectId) return;
    navigate(`/studio/${adapter.kind}/${open}`, { replace: projectId === null || status !== "saved" });
  }, [adapter.kind, model, navigate, projectId, state.projectId, state.status]);

  return { model, state, session, isOwner: ownership(state.project, session.id) === "own" };
}
