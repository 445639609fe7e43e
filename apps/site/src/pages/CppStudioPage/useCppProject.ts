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
  lesson = false,
) {
  const { model, state } = useProjectModel(() => ({ api, adapter, drafts, sessionReady: startUp }));
  const session = useSyncExternalStore(api.onSessionChange, api.getSession);
  const projectId = projectIdFromRoute(routeProjectId);

  useEffect(() => {
    void model.open(projectId, { lesson });
  }, [model, projectId, lesson]);

  useEffect(() => {
    if (state.status === "loading" || state.projectId === null || state.projectId === projectId) return;
    navigate(`/studio/cpp/${state.projectId}`, { replace: projectId === null || state.status !== "saved" });
  }, [navigate, projectId, state.projectId, state.status]);

  return { model, state, isOwner: ownership(state.project, session.id) === "own" };
}
