import {
  localStorageDrafts,
  ownership,
  projectIdFromRoute,
  sourceTextAdapter,
  useProjectModel,
} from "@qisi/studio";
import { cppStarter } from "@qisi/studio/cpp";
import { useEffect, useSyncExternalStore } from "react";
import { api } from "../../app/api-client";
import { startUp } from "../../features/startup";

const adapter = sourceTextAdapter("cpp", "我的 C++ 作品", cppStarter);
const drafts = localStorageDrafts("qisi-cpp-draft:");

/**
 * The C++ studio's project on the shared project model: source text as the body, drafts in this
 * browser (written on every edit, so the code a Run sends is always kept), and the address
 * following the open project as the Python studio's does.
 */
export function useCppProject(
  routeProjectId: string,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  /** The lesson whose starter the route names: the learner's own copy of it opens. */
  lesson: string | null = null,
) {
  const { model, state } = useProjectModel(() => ({ api, adapter, drafts, sessionReady: startUp }));
  const session = useSyncExternalStore(api.onSessionChange, api.getSession);
  const projectId = projectIdFromRoute(routeProjectId);

  useEffect(() => {
    void model.open(projectId, { lesson });
  }, [model, projectId, lesson]);

  // As in the Python studio: read from the model, not this render (a route just changed has
  // already started an open).
  useEffect(() => {
    const { status, projectId: open } = model.getState();
    if (status === "loading" || open === null || open === projectId) return;
    navigate(`/studio/cpp/${open}`, { replace: projectId === null || status !== "saved" });
  }, [model, navigate, projectId, state.projectId, state.status]);

  return { model, state, isOwner: ownership(state.project, session.id) === "own" };
}
