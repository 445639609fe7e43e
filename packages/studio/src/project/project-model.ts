import { isApiError, type Project, type ProjectLesson, type ProjectSummary } from "@qisi/api";
import { type Draft, type DraftBody, type DraftStore, draftKey } from "./drafts.ts";
import type { LanguageAdapter } from "./language-adapter.ts";
import type { ProjectApi } from "./project-api.ts";
import {
  isOffline,
  ownership,
  type ProjectAction,
  type ProjectProblem,
  type ProjectStatus,
  problemOf,
} from "./project-status.ts";

export interface ProjectState<Content> {
  status: ProjectStatus;
  /** What `saving`/`saved` is about. */
  action: ProjectAction | null;
  /** Why the status is `error`. */
  problem: ProjectProblem | null;
  /** null until the first save. */
  projectId: string | null;
  /** The server's record of the open project (its `version` is the one the next save sends). */
  project: ProjectSummary | null;
  /** The lesson the open project is the learner's copy of (header, link back, 从头再来). */
  lesson: ProjectLesson | null;
  title: string;
  /** null while loading. */
  content: Content | null;
  /** Bumps whenever the model (not the editor) replaces the content, so the editor shows it. */
  contentRevision: number;
  /** The content or title differs from what the server has. */
  dirty: boolean;
  /** Unsaved work from an earlier visit that differs from the saved project: offer to restore it. */
  pendingDraft: Draft | null;
  /** The work on screen came back from a draft (until it is saved). */
  restored: boolean;
  /** After a 409: the learner's work and the version saved elsewhere, for the UI to choose from. */
  conflict: { mine: Content; theirs: Project } | null;
}

export interface ProjectModelOptions<Content> {
  api: ProjectApi;
  adapter: LanguageAdapter<Content>;
  drafts: DraftStore;
  /** Resolves once the client knows who is signed in (a private project needs the token). */
  sessionReady?: () => Promise<unknown>;
  /** Saves the learner's own project this long after the last change (none when left out). */
  autosaveMs?: number;
}

export interface OpenOptions {
  /**
   * The lesson whose starter the project is: a signed-in learner gets their own copy of it (made on
   * the first open, the same one afterwards), so a lesson always comes back to the child's work; a
   * visitor sees the starter.
   */
  lesson?: string | null;
}

export type ProjectModel<Content> = ReturnType<typeof createProjectModel<Content>>;

/** How long a lazy editor's changes pause before its draft is written. */
const lazyDraftDelayMs = 1200;

const toSummary = ({ body: _body, lesson: _lesson, ...summary }: Project): ProjectSummary => summary;

/**
 * One studio project, for every language: open, edit, local drafts, save with the optimistic
 * `version` (409 → `conflict`), save as copy, remix, rename, and the learner's own copy when the
 * project is someone else's. Framework-free; `useProjectModel` connects it to React.
 */
export function createProjectModel<Content>({
  api,
  adapter,
  drafts,
  sessionReady = async () => undefined,
  autosaveMs,
}: ProjectModelOptions<Content>) {
  let state: ProjectState<Content> = {
    status: "loading",
    action: null,
    problem: null,
    projectId: null,
    project: null,
    lesson: null,
    title: adapter.defaultTitle,
    content: null,
    contentRevision: 0,
    dirty: false,
    pendingDraft: null,
    restored: false,
    conflict: null,
  };
  /** What the server has: the body and title the dirty flag compares against. */
  let saved = { body: adapter.serialize(adapter.starter()), title: adapter.defaultTitle };
  /** Each open() gets a number; answers for an older one are dropped. */
  let opening = 0;
  /** The version a draft began from, when the project could not be opened (offline). */
  let offlineBaseVersion = 0;
  /** Draft writes and clears in the order they were asked for (IndexedDB answers out of order). */
  let draftQueue: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  /** Lazy editors: edits reported by `touch()`, and how many of them the server (or starter) has. */
  const lazy = adapter.capture !== undefined;
  let touches = 0;
  let savedTouches = 0;
  /** Lazy editors: the newest content revision the editor has shown (a capture waits for it). */
  let shownRevision = 0;
  let whenShown: (() => void)[] = [];

  const set = (patch: Partial<ProjectState<Content>>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const queueDraft = (task: () => Promise<void>) => {
    draftQueue = draftQueue.then(task, task);
    return draftQueue;
  };
  const body = () => (state.content === null ? saved.body : adapter.serialize(state.content));
  const isDirty = () =>
    (lazy ? touches !== savedTouches : body() !== saved.body) || state.title !== saved.title;
  /** What is on screen now: lazy editors are asked, once they show the model's latest content. */
  async function current(): Promise<Content | null> {
    if (!adapter.capture || state.content === null) return state.content;
    const revision = state.contentRevision;
    if (shownRevision < revision) await new Promise<void>((resolve) => whenShown.push(resolve));
    const content = await adapter.capture();
    set({ content });
    return content;
  }
  const draftBody = async (): Promise<DraftBody> =>
    adapter.captureDraft ? adapter.captureDraft() : adapter.serialize((await current()) ?? adapter.starter());
  const fromDraft = (draft: Draft) =>
    adapter.fromDraft
      ? adapter.fromDraft(draft.body)
      : adapter.deserialize(typeof draft.body === "string" ? draft.body : "");
  const keepDraft = () => {
    const key = draftKey(state.projectId);
    const meta = { title: state.title, baseVersion: state.project?.version ?? 0, savedAt: Date.now() };
    // A lazy editor's content is read when the write's turn comes: the draft is the newest work.
    return queueDraft(async () => {
      const draft: Draft = { ...meta, body: lazy ? await draftBody() : body() };
      await drafts.write(key, draft);
    });
  };
  const dropDraft = (projectId: string | null) => queueDraft(() => drafts.clear(draftKey(projectId)));

  /** A lazy editor's draft (an .sb3 export) is written once the changes pause, not per change. */
  let draftTimer: ReturnType<typeof setTimeout> | undefined;
  const keepDraftSoon = () => {
    clearTimeout(draftTimer);
    draftTimer = setTimeout(() => void keepDraft(), lazyDraftDelayMs);
  };

  /** Autosave: the learner's own saved project, once the changes pause. */
  let autosaveTimer: ReturnType<typeof setTimeout> | undefined;
  const autosaveSoon = () => {
    clearTimeout(autosaveTimer);
    if (autosaveMs === undefined || ownership(state.project, accountId()) !== "own") return;
    autosaveTimer = setTimeout(() => {
      if (state.dirty && state.status === "dirty") void save();
    }, autosaveMs);
  };

  /** After an edit: the dirty flag, the draft, and the status (a failure stays until the next try). */
  const changed = () => {
    const dirty = isDirty();
    const calm = state.status === "ready" || state.status === "dirty" || state.status === "saved";
    set({ dirty, ...(calm && { status: dirty ? "dirty" : "ready", action: null }) });
    if (dirty) autosaveSoon();
    else clearTimeout(draftTimer);
    void (dirty ? (lazy ? keepDraftSoon() : keepDraft()) : dropDraft(state.projectId));
  };

  const accountId = () => api.getSession().id;

  async function open(projectId: string | null, options: OpenOptions = {}): Promise<string | null> {
    // Right after a first save or a copy the address follows the project: it is open already.
    if (projectId !== null && projectId === state.projectId && state.content !== null) return projectId;
    const ticket = ++opening;
    set({
      status: "loading",
      action: null,
      problem: null,
      projectId,
      project: null,
      lesson: null,
      content: null,
      dirty: false,
      pendingDraft: null,
      restored: false,
      conflict: null,
    });
    await sessionReady();
    if (ticket !== opening) return null;
    let id = projectId;
    try {
      const project =
        options.lesson && api.isLoggedIn()
          ? await api.openLessonProject(options.lesson)
          : id === null
            ? null
            : await api.getProject(id);
      if (project) id = project.id;
      const draft = await drafts.read(draftKey(id));
      if (ticket !== opening) return null;
      if (project === null) {
        // A new project: its draft is simply the work in progress (often from before signing in).
        const starter = adapter.starter();
        saved = { body: adapter.serialize(starter), title: adapter.defaultTitle };
        savedTouches = touches - (draft ? 1 : 0);
        set({
          content: draft ? fromDraft(draft) : starter,
          title: draft?.title || adapter.defaultTitle,
          restored: draft !== null,
        });
      } else {
        saved = { body: project.body, title: project.title };
        savedTouches = touches;
        set({
          projectId: project.id,
          project: toSummary(project),
          lesson: project.lesson ?? null,
          content: adapter.deserialize(project.body),
          title: project.title,
          pendingDraft:
            draft && (draft.body !== project.body || draft.title !== project.title) ? draft : null,
        });
      }
      const dirty = isDirty();
      set({ status: dirty ? "dirty" : "ready", dirty, contentRevision: state.contentRevision + 1 });
      return state.projectId;
    } catch (error) {
      if (ticket !== opening) return null;
      return openFailed(id, error);
    }
  }

  /**
   * Offline with a draft: the draft is shown, the project stays the one asked for, and the next save
   * sends the draft's base version (a save made elsewhere meanwhile is a conflict, never overwritten).
   * Offline without one, or missing: the starter as a new project, so 保存 makes a new one (never a
   * 404, and never the starter saved over a project this page could not read).
   */
  async function openFailed(id: string | null, error: unknown): Promise<null> {
    const offline = isOffline(error);
    const draft = await drafts.read(draftKey(id));
    const starter = adapter.starter();
    const keepsProject = offline && draft !== null && id !== null;
    offlineBaseVersion = keepsProject ? draft.baseVersion : 0;
    saved = keepsProject
      ? { body: "", title: "" }
      : { body: adapter.serialize(starter), title: adapter.defaultTitle };
    savedTouches = touches - (draft ? 1 : 0);
    set({
      projectId: keepsProject ? id : null,
      content: draft ? fromDraft(draft) : starter,
      title: draft?.title || adapter.defaultTitle,
      status: offline ? "offline" : "error",
      problem: offline ? null : problemOf(error),
      contentRevision: state.contentRevision + 1,
    });
    set({ dirty: isDirty() });
    return null;
  }

  /** The record the next save needs, when opening could not fetch it (offline then). */
  async function ensureProject(): Promise<ProjectSummary | null> {
    if (state.project || state.projectId === null) return state.project;
    const project = await api.getProject(state.projectId);
    // The draft stays what is on screen; the owner comes from the server, the version from the
    // draft, so the save is refused (409) if the project changed since the draft began.
    saved = { body: project.body, title: project.title };
    set({ project: { ...toSummary(project), version: offlineBaseVersion || project.version } });
    return state.project;
  }

  /** Every call that writes: no account means sign in first (the work waits in the draft). */
  function signedInOrAsk(): boolean {
    if (api.isLoggedIn()) return true;
    void keepDraft();
    set({ status: "error", problem: "needs-login", action: null });
    return false;
  }

  async function failed(action: ProjectAction, error: unknown) {
    if (isApiError(error) && error.status === 409 && state.projectId !== null && state.content !== null) {
      const mine = state.content;
      const theirs = await api.getProject(state.projectId).catch(() => null);
      if (theirs) {
        set({ status: "conflict", action, conflict: { mine, theirs } });
        return;
      }
    }
    void keepDraft();
    if (isOffline(error)) set({ status: "offline", action });
    else set({ status: "error", action, problem: problemOf(error) });
  }

  const thumbnail = async (content: Content) => {
    const picture = await adapter.thumbnail?.(content).catch(() => undefined);
    return picture === undefined ? {} : { thumbnail: picture };
  };
  const titleToSave = () => state.title.trim() || adapter.defaultTitle;

  /** Saved: the server now has `body`/`title` as `project` (and a lazy editor its `sentTouches`). */
  function savedAs(
    project: ProjectSummary,
    savedBody: string,
    action: ProjectAction,
    previousId: string | null,
    sentTouches: number,
  ) {
    saved = { body: savedBody, title: project.title };
    savedTouches = sentTouches;
    void dropDraft(previousId);
    set({
      projectId: project.id,
      project,
      title: project.title,
      problem: null,
      conflict: null,
      restored: false,
      action,
    });
    const dirty = isDirty();
    set({ dirty, status: dirty ? "dirty" : "saved" });
    if (dirty) void keepDraft();
  }

  /**
   * 保存: a new project is created; the learner's own is saved with its version; someone else's
   * (a shared project, a lesson's starter) becomes the learner's own remix, parent recorded.
   */
  async function save(): Promise<void> {
    if (state.content === null || state.status === "saving" || !signedInOrAsk()) return;
    const title = titleToSave();
    set({ status: "saving", action: "save", problem: null });
    try {
      const { content, sentBody, sentTouches } = await prepare();
      const project = await ensureProject();
      if (project === null) {
        const created = await api.createProject({
          kind: adapter.kind,
          title,
          body: sentBody,
          ...(await thumbnail(content)),
        });
        const summary: ProjectSummary = {
          id: created.id,
          kind: adapter.kind,
          title,
          ownerId: accountId(),
          thumbnail: null,
          parentId: null,
          rootId: null,
          origin: "new",
          shared: false,
          version: created.version,
          createdAt: created.updatedAt,
          updatedAt: created.updatedAt,
          lessonId: null,
        };
        savedAs(summary, sentBody, "save", null, sentTouches);
        return;
      }
      if (ownership(project, accountId()) !== "own") return await derive("remix", "save", true);
      const result = await api.saveProject(project.id, {
        body: sentBody,
        version: project.version,
        title,
        ...(await thumbnail(content)),
      });
      savedAs(
        { ...project, title, version: result.version, updatedAt: result.updatedAt },
        sentBody,
        "save",
        project.id,
        sentTouches,
      );
    } catch (error) {
      await failed("save", error);
    }
  }

  /**
   * A new project of the learner's from the open one, holding what is on screen. A copy of someone
   * else's project is a remix: the server copies only the owner's projects, and the parent is kept.
   */
  async function derive(how: "copy" | "remix", action: ProjectAction = how, saving = false): Promise<void> {
    const source = state.projectId;
    if (state.content === null || source === null) return save();
    if (!saving && !signedInOrAsk()) return;
    const title = titleToSave();
    set({ status: "saving", action, problem: null });
    try {
      const { sentBody, sentTouches } = await prepare();
      const own = ownership(await ensureProject(), accountId()) === "own";
      const { projectId } =
        how === "copy" && own ? await api.copyProject(source) : await api.remixProject(source);
      const fresh = await api.getProject(projectId);
      let summary = toSummary(fresh);
      if (fresh.body !== sentBody || fresh.title !== title) {
        const result = await api.saveProject(projectId, { body: sentBody, version: fresh.version, title });
        summary = { ...summary, title, version: result.version, updatedAt: result.updatedAt };
      }
      savedAs(summary, sentBody, action, source, sentTouches);
    } catch (error) {
      if (saving) throw error;
      await failed(action, error);
    }
  }

  /** The content to send: captured from a lazy editor, with its before-save work done. */
  async function prepare() {
    const sentTouches = touches;
    const content = (await current())!;
    await adapter.beforeSave?.(content);
    return { content, sentBody: adapter.serialize(content), sentTouches };
  }

  /** Lazy editors: the editor changed (its content is captured when needed). */
  function touch() {
    touches += 1;
    changed();
  }

  /** Lazy editors: the editor now shows the model's content of `revision` (a capture may read it). */
  function shown(revision: number) {
    shownRevision = Math.max(shownRevision, revision);
    if (shownRevision < state.contentRevision) return;
    const waiting = whenShown;
    whenShown = [];
    for (const resolve of waiting) resolve();
  }

  /**
   * 从头再来: the lesson's starter again, saved over the learner's copy (the page confirms first).
   */
  async function startOver(): Promise<void> {
    const starterId = state.lesson?.starterProjectId;
    if (!starterId || state.status === "saving") return;
    try {
      const starter = await api.getProject(starterId);
      replace(adapter.deserialize(starter.body));
      await save();
    } catch (error) {
      await failed("save", error);
    }
  }

  /** The model puts new content in the editor (it counts as an edit until saved). */
  function replace(content: Content) {
    touches += 1;
    set({ content, contentRevision: state.contentRevision + 1 });
    changed();
  }

  function edit(content: Content) {
    set({ content });
    changed();
  }

  function setTitle(title: string) {
    set({ title });
    changed();
  }

  /** A new name at once (the learner's own saved project); otherwise it goes with the next save. */
  async function rename(title: string): Promise<void> {
    const next = title.trim();
    const project = state.project;
    if (!next || !project || ownership(project, accountId()) !== "own" || !signedInOrAsk()) {
      setTitle(title);
      return;
    }
    set({ status: "saving", action: "save", title: next });
    try {
      const result = await api.renameProject(project.id, next);
      saved = { ...saved, title: next };
      set({ project: { ...project, title: next, version: result.version, updatedAt: result.updatedAt } });
      const dirty = isDirty();
      set({ dirty, status: dirty ? "dirty" : "saved" });
      if (!dirty) void dropDraft(project.id);
    } catch (error) {
      await failed("save", error);
    }
  }

  /** After a conflict: keep the learner's work over the other save, or take the other save. */
  async function resolveConflict(choice: "mine" | "theirs"): Promise<void> {
    const conflict = state.conflict;
    if (!conflict || !state.project) return;
    const { theirs } = conflict;
    set({ conflict: null, project: { ...state.project, version: theirs.version } });
    if (choice === "mine") {
      set({ status: "dirty" });
      return save();
    }
    saved = { body: theirs.body, title: theirs.title };
    savedTouches = touches;
    set({
      project: toSummary(theirs),
      content: adapter.deserialize(theirs.body),
      title: theirs.title,
      contentRevision: state.contentRevision + 1,
      status: "ready",
      action: null,
      dirty: false,
    });
    await dropDraft(theirs.id);
  }

  /** Resolves once no save is under way. */
  const saveDone = () =>
    new Promise<void>((resolve) => {
      if (state.status !== "saving") return resolve();
      const stop = () => {
        if (state.status === "saving") return;
        listeners.delete(stop);
        resolve();
      };
      listeners.add(stop);
    });

  /**
   * The editor is about to show something else (the lesson player's fix and modify tasks have
   * projects of their own): what is unsaved is saved now while it is still on screen (or kept as
   * a draft when that fails), and no timer reads the editor afterwards. Resolves with whether the
   * server has it all. The model is touched again only once its content is back on screen.
   */
  async function settle(): Promise<boolean> {
    clearTimeout(draftTimer);
    clearTimeout(autosaveTimer);
    await saveDone();
    if (state.dirty) await save();
    await draftQueue.catch(() => undefined);
    return !state.dirty;
  }

  function restoreDraft(): Content | null {
    const draft = state.pendingDraft;
    if (!draft) return null;
    const content = fromDraft(draft);
    set({ pendingDraft: null, title: draft.title, restored: true });
    replace(content);
    return content;
  }

  function discardDraft() {
    set({ pendingDraft: null });
    void dropDraft(state.projectId);
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Whose the open project is, for the session as it is now (a sign-in changes it). */
    ownership: () => ownership(state.project, accountId()),
    /** Resolves once every draft write asked for so far is done (tests, and before leaving). */
    draftsSettled: () => draftQueue,
    open,
    edit,
    touch,
    shown,
    startOver,
    setTitle,
    rename,
    save,
    saveAsCopy: () => derive("copy"),
    remix: () => derive("remix"),
    resolveConflict,
    settle,
    restoreDraft,
    discardDraft,
  };
}
