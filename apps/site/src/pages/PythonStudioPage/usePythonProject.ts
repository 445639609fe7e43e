import {
  localStorageDrafts,
  ownership,
  projectIdFromRoute,
  sourceTextAdapter,
  useProjectModel,
} from "@qisi/studio";
import { useEffect, useSyncExternalStore } from "react";
import { api } from "../../app/api-client";
import { startUp } from "../../features/startup";

export const starterCode = 'name = input("你叫什么名字？")\nprint("你好，" + name + "！")\n';
const adapter = sourceTextAdapter("python", "我的 Python 作品", starterCode);
// The key the studio always used, so drafts from before the shared model come back.
const drafts = localStorageDrafts("qisi-python-draft:");

/**
 * The Python studio's project: the shared project model (packages/studio/src/project) with the
 * site's one API client, source text as the body, and the address following the open project.
 */
export function usePythonProject(
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

  // After a first save, a copy or a remix the address names the new project; a new project's
  // address (and a lesson's starter, when the learner's own copy opened) is replaced, so Back does
  // not reopen an empty studio or the starter.
  // Read from the model, not this render: a route just changed (新建) has already started an open.
  useEffect(() => {
    const { status, projectId: open } = model.getState();
    if (status === "loading" || open === null || open === projectId) return;
    navigate(`/studio/python/${open}`, { replace: projectId === null || status !== "saved" });
  }, [model, navigate, projectId, state.projectId, state.status]);

  return { model, state, session, isOwner: ownership(state.project, session.id) === "own" };
}
