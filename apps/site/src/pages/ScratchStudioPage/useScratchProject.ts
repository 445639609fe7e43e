import {
  indexedDbDrafts,
  ownership,
  projectIdFromRoute,
  type ScratchStudioHandle,
  scratchAdapter,
  useProjectModel,
} from "@qisi/studio";
import { type RefObject, useEffect, useSyncExternalStore } from "react";
import { api } from "../../app/api-client";
import { startUp } from "../../features/startup";

// The database the studio always used, so drafts from before the shared model come back.
const drafts = indexedDbDrafts("qisi-scratch-drafts");
/** Signed-in owners' changes are saved to the server this long after the last one. */
export const autosaveDelayMs = 20_000;

/**
 * The Scratch studio's project: the shared project model with the site's one API client; the frame
 * only shows, captures and exports. The address follows the open project.
 */
export function useScratchProject(
  routeProjectId: string,
  lesson: string | null,
  studio: RefObject<ScratchStudioHandle | null>,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  defaultTitle: string,
  /** The studio is on the page (not behind the phone notice): the content can be shown. */
  studioShown: boolean,
) {
  const { model, state } = useProjectModel(() => ({
    api,
    adapter: scratchAdapter(() => studio.current, api.saveAsset, defaultTitle),
    drafts,
    sessionReady: startUp,
    autosaveMs: autosaveDelayMs,
  }));
  const session = useSyncExternalStore(api.onSessionChange, api.getSession);
  const projectId = projectIdFromRoute(routeProjectId);

  useEffect(() => void model.open(projectId, { lesson }), [model, projectId, lesson]);

  // What the model puts on screen (the project opened, a draft, the other side of a conflict).
  const { content, contentRevision: revision } = state;
  useEffect(() => {
    if (content === null || "captured" in content || !studioShown) return;
    studio.current?.load(content, model.getState().title).then(() => model.shown(revision));
  }, [model, studio, content, revision, studioShown]);

  // After a first save, a copy or a remix (or a lesson's own copy) the address names the project.
  // Read from the model, not this render: a route just changed (新建) has already started an open.
  useEffect(() => {
    const { status, projectId: open } = model.getState();
    if (status === "loading" || open === null || open === projectId) return;
    navigate(`/studio/scratch/${open}`, { replace: projectId === null || status !== "saved" });
  }, [model, navigate, projectId, state.projectId, state.status]);

  return { model, state, session, isOwner: ownership(state.project, session.id) === "own" };
}
