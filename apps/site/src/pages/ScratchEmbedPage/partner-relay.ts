import {
  connectToHost,
  type ProjectModel,
  type ProjectState,
  type ScratchContent,
  type ScratchErrorCode,
  type ScratchSaveState,
  type ScratchStudioHandle,
} from "@qisi/studio";

/** The protocol's older save states, from the model's one status vocabulary. */
function saveState({ status, action }: ProjectState<ScratchContent>): ScratchSaveState | null {
  if (status === "saving")
    return action === "copy" ? "creating-copy" : action === "remix" ? "creating-remix" : "saving";
  if (status === "saved")
    return action === "copy" ? "copy-created" : action === "remix" ? "remix-created" : "saved";
  return null;
}

function errorCode({ status, problem }: ProjectState<ScratchContent>): ScratchErrorCode | null {
  if (status === "conflict") return "conflict";
  if (status === "offline") return "save-failed";
  if (status !== "error") return null;
  return problem === "needs-login" ? "needs-login" : problem === "not-found" ? "not-found" : "save-failed";
}

/**
 * A partner's page speaks the studio protocol with `/embed/scratch/…` as it did with the frame:
 * its commands go to the page's project model (the site's one API client), and the model's news
 * goes back as `project`, `dirty`, `save-state` and `error` messages, to the allowed origins only.
 */
export function relayToPartner(
  model: ProjectModel<ScratchContent>,
  studio: () => ScratchStudioHandle | null,
  accountId: () => number,
  partnerOrigins: readonly string[],
): { ready: () => void; dispose: () => void } {
  if (window.parent === window) return { ready: () => undefined, dispose: () => undefined };
  const channel = connectToHost(window.parent, [location.origin, ...partnerOrigins], (message) => {
    switch (message.type) {
      case "save":
        return void model.save();
      case "save-as-copy":
        return void model.saveAsCopy();
      case "remix":
        return void model.remix();
      case "set-title":
        return model.setTitle(message.title);
      case "get-title":
        return channel.send({ type: "title", title: model.getState().title, requestId: message.requestId });
      case "load":
        if ("projectId" in message) void model.open(message.projectId);
        else if ("sb3" in message) void studio()?.load({ sb3: message.sb3 }).then(model.touch);
        return;
      case "export-sb3":
        void studio()
          ?.exportSb3()
          .then(
            (sb3) => channel.send({ type: "sb3", requestId: message.requestId, sb3 }),
            (error) =>
              channel.send({
                type: "error",
                code: "export-failed",
                message: String(error),
                requestId: message.requestId,
              }),
          );
        return;
      default:
    }
  });
  let last: ProjectState<ScratchContent> | null = null;
  const report = () => {
    const state = model.getState();
    const before = last;
    last = state;
    if (state.status === "loading") return;
    if (before?.status === "loading" || before?.project !== state.project) {
      const project = state.project;
      const own = project !== null && project.ownerId === accountId() && accountId() > 0;
      channel.send({
        type: "project",
        project: {
          projectId: project?.id ?? null,
          title: state.title,
          ownerId: project?.ownerId ?? null,
          parentId: project?.parentId ?? null,
          accountId: accountId(),
          canSave: accountId() > 0 && (project === null || own),
          canRemix: accountId() > 0 && project !== null && !own,
          shared: project?.shared ?? false,
          version: project?.version ?? 0,
        },
      });
    }
    if (before?.dirty !== state.dirty) channel.send({ type: "dirty", dirty: state.dirty });
    const saving = saveState(state);
    if (saving && (before?.status !== state.status || before.action !== state.action))
      channel.send({ type: "save-state", state: saving, projectId: state.projectId });
    const code = errorCode(state);
    if (code && (before?.status !== state.status || before.problem !== state.problem))
      channel.send({ type: "error", code, message: code });
  };
  const unsubscribe = model.subscribe(report);
  return {
    ready: () =>
      channel.send({ type: "ready", kind: "scratch", projectId: model.getState().projectId ?? "new" }),
    dispose: () => {
      unsubscribe();
      channel.dispose();
    },
  };
}
