import type { Project, ProjectIdResponse, ProjectSaved, SessionResponse } from "@qisi/api";
import type {
  ScratchErrorCode,
  ScratchProjectInfo,
  ScratchSaveState,
  StudioMessage,
} from "../../protocol/studio-protocol.ts";
import type { ScratchServerStorage } from "./scratch-storage.ts";

type Body<M> = M extends unknown ? Omit<M, "protocol" | "version"> : never;

/** The calls the controller makes (a `QisiClient` fits). */
export interface ProjectApi {
  fetchSession(): Promise<SessionResponse>;
  getSession(): { id: number };
  getProject(projectId: string): Promise<Project>;
  createProject(project: {
    kind: "scratch";
    title: string;
    body: string;
    thumbnail?: string;
  }): Promise<ProjectSaved>;
  saveProject(
    projectId: string,
    save: { body: string; version: number; title?: string; thumbnail?: string },
  ): Promise<ProjectSaved>;
  copyProject(projectId: string): Promise<ProjectIdResponse>;
  remixProject(projectId: string): Promise<ProjectIdResponse>;
}

/** What the controller needs from the running GUI. */
export interface EditorAccess {
  projectJson(): string;
  assets(): Parameters<ScratchServerStorage["uploadMissingAssets"]>[0];
  thumbnail(): Promise<string | undefined>;
  /** Loads a project into the VM and resolves once it shows; `starter` is a new project. */
  loadProject(source: { json: string } | { sb3: ArrayBuffer } | "starter"): Promise<void>;
  setTitle(title: string): void;
}

export class CommandError extends Error {
  constructor(
    readonly code: ScratchErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const errorCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
const errorStatus = (error: unknown): number | undefined =>
  typeof error === "object" && error !== null && "status" in error ? Number(error.status) : undefined;
const errorDetail = (error: unknown): string =>
  typeof error === "object" && error !== null && "detail" in error && typeof error.detail === "string"
    ? error.detail
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * The project side of the Scratch frame: which project is open, who may save it, and load, save
 * (optimistic versions), save as copy and remix against our API. Reports through `send`.
 */
export class ProjectController {
  private project: Project | null = null;
  private title: string;
  private dirty = false;
  private busy: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly api: ProjectApi,
    private readonly storage: ScratchServerStorage,
    private readonly editor: EditorAccess,
    private readonly send: (message: Body<StudioMessage>) => void,
    private readonly defaultTitle: string,
  ) {
    this.title = defaultTitle;
  }

  get currentProject(): Project | null {
    return this.project;
  }

  info(): ScratchProjectInfo {
    const accountId = this.api.getSession().id;
    const project = this.project;
    const owner = project ? project.ownerId === accountId : true;
    return {
      projectId: project?.id ?? null,
      title: this.title,
      ownerId: project?.ownerId ?? null,
      parentId: project?.parentId ?? null,
      accountId,
      canSave: accountId > 0 && owner,
      canRemix: accountId > 0 && project !== null && !owner,
      shared: project?.shared ?? false,
      version: project?.version ?? 0,
    };
  }

  /** Fetches a project's JSON and metadata and caches the JSON for the GUI; null answers a new one. */
  async fetchForLoad(projectId: string): Promise<Project> {
    try {
      await this.api.fetchSession();
      const project = await this.api.getProject(projectId);
      if (project.kind !== "scratch") throw new CommandError("not-found", "not a Scratch project");
      this.storage.cacheProject(project.id, project.body);
      return project;
    } catch (error) {
      if (error instanceof CommandError) throw error;
      throw new CommandError(errorStatus(error) === 404 ? "not-found" : "load-failed", errorDetail(error));
    }
  }

  /** After the GUI shows `project` (or a new project when null). */
  opened(project: Project | null, title?: string) {
    this.project = project;
    this.title = title ?? project?.title ?? this.defaultTitle;
    this.editor.setTitle(this.title);
    this.setDirty(false);
    this.send({ type: "project", project: this.info() });
  }

  markChanged() {
    this.setDirty(true);
  }

  setDirty(dirty: boolean) {
    const changed = dirty !== this.dirty;
    this.dirty = dirty;
    if (changed || dirty) this.send({ type: "dirty", dirty });
  }

  get isDirty() {
    return this.dirty;
  }

  setTitle(title: string) {
    const next = title.trim().slice(0, 100);
    if (!next || next === this.title) return;
    this.title = next;
    this.editor.setTitle(next);
    this.markChanged();
  }

  getTitle() {
    return this.title;
  }

  /** One command at a time: a save while copying waits for the copy. */
  run<T>(command: () => Promise<T>): Promise<T> {
    const next = this.busy.then(command, command);
    this.busy = next.catch(() => undefined);
    return next;
  }

  async load(source: { projectId: string | null } | { sb3: ArrayBuffer }, title?: string) {
    if ("sb3" in source) {
      await this.editor.loadProject({ sb3: source.sb3 });
      // An .sb3 opened over a saved project replaces its content: it still belongs to that project.
      this.opened(this.project, title ?? this.title);
      this.markChanged();
      return;
    }
    if (source.projectId === null) {
      await this.editor.loadProject("starter");
      this.opened(null, title);
      return;
    }
    const project = await this.fetchForLoad(source.projectId);
    await this.editor.loadProject({ json: project.body });
    this.opened(project, title);
  }

  private async requireSignedIn() {
    const session = await this.api.fetchSession();
    if (!session || session.id === 0) throw new CommandError("needs-login", "sign in to save");
    return session.id;
  }

  private state(state: ScratchSaveState) {
    this.send({ type: "save-state", state, projectId: this.project?.id ?? null });
  }

  /** Uploads new assets, then the JSON, to `projectId` (or a new project). */
  private async write(target: Project | null): Promise<Project> {
    const body = this.editor.projectJson();
    await this.storage.uploadMissingAssets(this.editor.assets());
    const thumbnail = await this.editor.thumbnail();
    const title = this.title || this.defaultTitle;
    if (!target) {
      const created = await this.api.createProject({
        kind: "scratch",
        title,
        body,
        ...(thumbnail ? { thumbnail } : {}),
      });
      return await this.api.getProject(created.id);
    }
    const saved = await this.api.saveProject(target.id, {
      body,
      version: target.version,
      title,
      ...(thumbnail ? { thumbnail } : {}),
    });
    return { ...target, body, title, version: saved.version, updatedAt: saved.updatedAt };
  }

  private wrapSaveError(error: unknown): never {
    if (error instanceof CommandError) throw error;
    if (errorCode(error) === "conflict" || errorStatus(error) === 409)
      throw new CommandError("conflict", errorDetail(error));
    throw new CommandError("save-failed", errorDetail(error));
  }

  save(): Promise<Project> {
    return this.run(async () => {
      const accountId = await this.requireSignedIn();
      if (this.project && this.project.ownerId !== accountId)
        throw new CommandError("read-only", "only the owner saves this project");
      this.state("saving");
      try {
        this.project = await this.write(this.project);
      } catch (error) {
        this.wrapSaveError(error);
      }
      this.setDirty(false);
      this.state("saved");
      this.send({ type: "project", project: this.info() });
      return this.project;
    });
  }

  /** A copy of one's own project, or a remix of someone else's; for a new project, a first save. */
  saveAsCopy(): Promise<Project> {
    return this.run(async () => {
      const accountId = await this.requireSignedIn();
      if (!this.project) return this.saveUnqueued();
      return this.derive(this.project.ownerId === accountId ? "copy" : "remix");
    });
  }

  remix(): Promise<Project> {
    return this.run(async () => {
      const accountId = await this.requireSignedIn();
      if (!this.project) return this.saveUnqueued();
      return this.derive(this.project.ownerId === accountId ? "copy" : "remix");
    });
  }

  private async saveUnqueued(): Promise<Project> {
    this.state("saving");
    try {
      this.project = await this.write(null);
    } catch (error) {
      this.wrapSaveError(error);
    }
    this.setDirty(false);
    this.state("saved");
    this.send({ type: "project", project: this.info() });
    return this.project;
  }

  private async derive(how: "copy" | "remix"): Promise<Project> {
    const source = this.project!;
    this.state(how === "copy" ? "creating-copy" : "creating-remix");
    try {
      const { projectId } =
        how === "copy" ? await this.api.copyProject(source.id) : await this.api.remixProject(source.id);
      // The server copied the saved body; what is on screen (maybe tinkered with) goes into the new one.
      const fresh = await this.api.getProject(projectId);
      this.title = fresh.title;
      this.editor.setTitle(fresh.title);
      this.project = await this.write(fresh);
    } catch (error) {
      this.wrapSaveError(error);
    }
    this.setDirty(false);
    this.state(how === "copy" ? "copy-created" : "remix-created");
    this.send({ type: "project", project: this.info() });
    return this.project;
  }
}
