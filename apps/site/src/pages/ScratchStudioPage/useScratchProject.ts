import {
  isBusyStatus,
  projectIdFromRoute,
  type ScratchProjectInfo,
  type ScratchSaveState,
  type ScratchStudioError,
  type ScratchStudioHandle,
  type ScratchStudioStatus,
} from "@qisi/studio";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import {
  clearScratchDraft,
  draftKey,
  readScratchDraft,
  type ScratchDraft,
  writeScratchDraft,
} from "./scratch-drafts";

/** Unsaved changes go to the local draft this long after the last one. */
const draftDelayMs = 1200;
/** Signed-in owners' changes are saved to the server this long after the last one. */
export const autosaveDelayMs = 20_000;

/**
 * The Scratch studio page's state: the project the frame has open, its dirty flag and save
 * states, the local draft (written while dirty, restored after sign-in or a crash), autosave for
 * owners, and the address following the project (`editor` → its id after the first save).
 */
export function useScratchProject(
  routeProjectId: string,
  studio: RefObject<ScratchStudioHandle | null>,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  initialStatus: ScratchStudioStatus,
) {
  const [info, setInfo] = useState<ScratchProjectInfo | null>(null);
  const [status, setStatus] = useState<ScratchStudioStatus>(initialStatus);
  const [dirty, setDirty] = useState(false);
  const [title, setTitleState] = useState("");
  const [pendingDraft, setPendingDraft] = useState<ScratchDraft | null>(null);
  const infoRef = useRef(info);
  infoRef.current = info;
  const dirtyRef = useRef(false);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const checkedDraft = useRef(false);
  const busy = isBusyStatus(status);
  const busyRef = useRef(busy);
  busyRef.current = busy;

  const currentKey = () => draftKey(infoRef.current?.projectId ?? projectIdFromRoute(routeProjectId));

  const writeDraftNow = useCallback(async () => {
    const handle = studio.current;
    if (!handle || !dirtyRef.current) return;
    try {
      const [sb3, currentTitle] = await Promise.all([handle.exportSb3(), handle.getTitle()]);
      await writeScratchDraft(currentKey(), {
        sb3,
        title: currentTitle,
        baseVersion: infoRef.current?.version ?? 0,
        savedAt: Date.now(),
      });
    } catch {
      // The next change tries again.
    }
  }, [studio]);

  useEffect(
    () => () => {
      if (draftTimer.current) clearTimeout(draftTimer.current);
      if (autosaveTimer.current) clearTimeout(autosaveTimer.current);
    },
    [],
  );

  const onProject = (next: ScratchProjectInfo) => {
    const previous = infoRef.current;
    setInfo(next);
    infoRef.current = next;
    setTitleState(next.title);
    if (next.projectId && next.projectId !== previous?.projectId && previous !== null) {
      // A first save, copy or remix: the address names the project now, and the old draft is spent.
      void clearScratchDraft(draftKey(previous.projectId));
      if (routeProjectId !== next.projectId)
        navigate(`/studio/scratch/${next.projectId}`, { replace: previous.projectId === null });
    }
    if (!checkedDraft.current) {
      checkedDraft.current = true;
      setStatus((current) => (current === "loading" ? "idle" : current));
      void readScratchDraft(draftKey(next.projectId)).then((draft) => {
        if (!draft) return;
        // A new project's draft is simply the work in progress (often from before signing in): bring it back.
        if (next.projectId === null) {
          studio.current?.load({ sb3: draft.sb3 }, draft.title);
          setStatus("restored");
        } else setPendingDraft(draft);
      });
    }
  };

  const onDirty = (next: boolean) => {
    dirtyRef.current = next;
    setDirty(next);
    if (draftTimer.current) clearTimeout(draftTimer.current);
    if (autosaveTimer.current) clearTimeout(autosaveTimer.current);
    if (!next) {
      void clearScratchDraft(currentKey());
      return;
    }
    setStatus((current) => (current === "saved" || current.endsWith("-created") ? "idle" : current));
    draftTimer.current = setTimeout(() => void writeDraftNow(), draftDelayMs);
    const project = infoRef.current;
    if (project?.projectId && project.canSave)
      autosaveTimer.current = setTimeout(() => {
        if (dirtyRef.current && !busyRef.current) studio.current?.save();
      }, autosaveDelayMs);
  };

  const onSaveState = (state: ScratchSaveState) => setStatus(state);

  const onError = (error: ScratchStudioError) => {
    if (error.code === "needs-login") {
      // Keep the work on this computer before anyone leaves for the sign-in page.
      if (draftTimer.current) clearTimeout(draftTimer.current);
      void writeDraftNow();
      setStatus("needs-login");
      return;
    }
    setStatus(error.code ? `error:${error.code}` : "error");
  };

  const setTitle = (next: string) => {
    setTitleState(next);
    if (next.trim()) studio.current?.setTitle(next);
  };

  const restoreDraft = () => {
    if (!pendingDraft) return;
    studio.current?.load({ sb3: pendingDraft.sb3 }, pendingDraft.title);
    setPendingDraft(null);
    setStatus("restored");
  };
  const discardDraft = () => {
    void clearScratchDraft(currentKey());
    setPendingDraft(null);
  };

  return {
    info,
    status,
    dirty,
    busy,
    title,
    setTitle,
    pendingDraft,
    restoreDraft,
    discardDraft,
    callbacks: { onProject, onDirty, onSaveState, onError, onTitle: setTitleState },
  };
}
