import type { Project } from "@qisi/api";
import { isApiError } from "@qisi/api";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { clearDraft, type LocalDraft, readDraft, writeDraft } from "./local-draft";
import { studioApi } from "./studio-api";

export type SaveState =
  | "loading"
  | "idle"
  | "saving"
  | "saved"
  | "copying"
  | "remixing"
  | "copy-success"
  | "remix-success"
  | "conflict"
  | "needs-login"
  | "error"
  | "too-many"
  | "too-big"
  | "not-found";

/** What a failed save, copy or remix tells the child: the server's quotas get their own words. */
function failure(error: unknown): SaveState {
  if (!isApiError(error)) return "error";
  if (error.code === "conflict") return "conflict";
  if (error.code === "quota_exceeded") return "too-many";
  if (error.code === "payload_too_large") return "too-big";
  return "error";
}

export const starterCode = 'name = input("你叫什么名字？")\nprint("你好，" + name + "！")\n';

/**
 * Opens, saves (optimistic `version`), copies and remixes a Python project; keeps a local draft
 * of unsaved work and reports whether the program on screen differs from the saved one.
 */
export function usePythonProject(
  projectId: string,
  navigate: (to: string, options?: { replace?: boolean }) => void,
) {
  const session = useSyncExternalStore(studioApi.onSessionChange, studioApi.getSession);
  const [project, setProject] = useState<Project | null>(null);
  const [state, setState] = useState<SaveState>(projectId === "new" ? "idle" : "loading");
  const [title, setTitleState] = useState("我的 Python 作品");
  const [pendingDraft, setPendingDraft] = useState<LocalDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [initialCode, setInitialCode] = useState<string | null>(projectId === "new" ? null : null);
  const code = useRef("");
  const saved = useRef({ code: "", title: "" });

  useEffect(() => {
    void studioApi.fetchSession();
  }, []);

  useEffect(() => {
    let cancelled = false;
    const draft = readDraft(projectId);
    if (projectId === "new") {
      const start = draft?.code ?? starterCode;
      code.current = start;
      saved.current = { code: starterCode, title: "我的 Python 作品" };
      if (draft) setTitleState(draft.title);
      setDirty(draft !== null && draft.code !== starterCode);
      setInitialCode(start);
      return;
    }
    // The session first: a private project needs the bearer token.
    void studioApi
      .fetchSession()
      .then(() => studioApi.getProject(projectId))
      .then(
        (loaded) => {
          if (cancelled) return;
          setProject(loaded);
          setTitleState(loaded.title);
          code.current = loaded.body;
          saved.current = { code: loaded.body, title: loaded.title };
          setInitialCode(loaded.body);
          // Right after a save of a new project or a copy, the success message stays.
          setState((previous) => (previous === "loading" ? "idle" : previous));
          if (draft && draft.code !== loaded.body) setPendingDraft(draft);
        },
        (error) => {
          if (cancelled) return;
          setState(isApiError(error) && error.status === 404 ? "not-found" : "error");
          if (draft) {
            code.current = draft.code;
            setInitialCode(draft.code);
          } else setInitialCode("");
        },
      );
    return () => {
      cancelled = true;
    };
  }, [projectId]);

  const remember = useCallback(() => {
    const isDirty = code.current !== saved.current.code || titleRef.current !== saved.current.title;
    setDirty(isDirty);
    // A new edit replaces "saved"/"copied" with the dirty hint; errors stay until the next try.
    if (isDirty)
      setState((previous) => (previous === "saved" || previous.endsWith("-success") ? "idle" : previous));
    if (isDirty)
      writeDraft(projectId, {
        code: code.current,
        title: titleRef.current,
        baseVersion: projectRef.current?.version ?? 0,
        savedAt: Date.now(),
      });
    else clearDraft(projectId);
  }, [projectId]);

  const titleRef = useRef(title);
  titleRef.current = title;
  const projectRef = useRef(project);
  projectRef.current = project;

  const setCode = (next: string) => {
    code.current = next;
    remember();
  };
  const setTitle = (next: string) => {
    setTitleState(next);
    titleRef.current = next;
    remember();
  };

  const markSaved = (body: string, savedTitle: string) => {
    saved.current = { code: body, title: savedTitle };
    remember();
  };

  const isOwner = project !== null && session.id !== 0 && project.ownerId === session.id;

  const save = async () => {
    if (!studioApi.isLoggedIn()) {
      remember();
      setState("needs-login");
      return;
    }
    const body = code.current;
    const savedTitle = titleRef.current.trim() || "我的 Python 作品";
    setState("saving");
    try {
      if (!project) {
        const created = await studioApi.createProject({ kind: "python", title: savedTitle, body });
        clearDraft(projectId);
        saved.current = { code: body, title: savedTitle };
        setDirty(false);
        setState("saved");
        navigate(`/studio/python/${created.id}`, { replace: true });
        return;
      }
      if (!isOwner) {
        await copyOrRemix("copy");
        return;
      }
      const result = await studioApi.saveProject(project.id, {
        body,
        version: project.version,
        title: savedTitle,
      });
      setProject({
        ...project,
        body,
        title: savedTitle,
        version: result.version,
        updatedAt: result.updatedAt,
      });
      markSaved(body, savedTitle);
      setState("saved");
    } catch (error) {
      setState(failure(error));
    }
  };

  const copyOrRemix = async (how: "copy" | "remix") => {
    if (!project) return;
    if (!studioApi.isLoggedIn()) {
      setState("needs-login");
      return;
    }
    setState(how === "copy" ? "copying" : "remixing");
    try {
      const { projectId: newId } =
        how === "copy" ? await studioApi.copyProject(project.id) : await studioApi.remixProject(project.id);
      const fresh = await studioApi.getProject(newId);
      if (fresh.body !== code.current || fresh.title !== titleRef.current)
        await studioApi.saveProject(newId, {
          body: code.current,
          version: fresh.version,
          title: titleRef.current,
        });
      clearDraft(projectId);
      saved.current = { code: code.current, title: titleRef.current };
      setDirty(false);
      setState(how === "copy" ? "copy-success" : "remix-success");
      navigate(`/studio/python/${newId}`);
    } catch (error) {
      setState(failure(error));
    }
  };

  const restoreDraft = () => {
    if (!pendingDraft) return null;
    code.current = pendingDraft.code;
    setTitle(pendingDraft.title);
    setPendingDraft(null);
    remember();
    return pendingDraft.code;
  };
  const discardDraft = () => {
    clearDraft(projectId);
    setPendingDraft(null);
  };

  return {
    session,
    project,
    isOwner,
    state,
    title,
    setTitle,
    initialCode,
    code,
    setCode,
    dirty,
    save,
    copy: () => copyOrRemix("copy"),
    remix: () => copyOrRemix("remix"),
    pendingDraft,
    restoreDraft,
    discardDraft,
  };
}
