import type { SaveAsset, ScratchCapture, ScratchSource } from "@qisi/studio";

/** A fix or modify task's own project on the stage: the child's kept version, or its starter. */
export interface ExerciseProject {
  exerciseId: string;
  /** What to show: the child's kept project.json, else the starter. */
  json: string;
  /** The exercise's starter, shown when the kept project cannot be opened. */
  starter: string;
}

/** What the stage asks of the Scratch studio. */
export interface StageStudio {
  load(source: ScratchSource, title?: string): Promise<void>;
  capture(): Promise<ScratchCapture>;
  assetsStored(md5ext: string[]): void;
}

/** The lesson's own project (the learner's copy of its starter), kept by the shared project model. */
export interface StageLessonProject {
  /** Its content once opened, to show, with the model's revision of it. */
  content(): Promise<{ source: ScratchSource; title: string; revision: number }>;
  /** The studio shows `revision` now. */
  shown(revision: number): void;
  /** The child changed it. */
  touch(): void;
  /** It leaves the stage: saved now, and nothing reads the studio for it afterwards. */
  settle(): Promise<unknown>;
}

export interface ScratchStageOptions {
  studio: () => StageStudio | null;
  lesson: StageLessonProject;
  saveAsset: SaveAsset;
  /** The exercise's project on the stage changed; `now`: it is leaving the stage, keep it at once. */
  onProject: (exerciseId: string, json: string, now: boolean) => void;
  /** The child's kept project of the exercise could not be opened: its starter shows instead. */
  onUnreadable?: (exerciseId: string) => void;
  /** How long changes pause before the project is read from the studio. */
  readDelayMs?: number;
}

/** What the stage shows: nothing yet, the lesson's project (`null`), or an exercise's project (its id). */
type Shown = undefined | null | string;

/**
 * One Scratch stage for a lesson's projects (issue 37): the lesson's own project for its `make`
 * tasks, and each fix or modify task's own project. Everything that touches the studio goes through
 * one queue, so a project is read from the stage only while it is the one shown, each change is
 * kept for the exercise it was made in, and a check waits until the project asked for is on screen.
 * Leaving a project keeps it first: an exercise's is read and kept at once, the lesson's is saved.
 */
export class ScratchStage {
  private shown: Shown = undefined;
  private queue: Promise<void> = Promise.resolve();
  /** A switch is under way: changes reported meanwhile belong to neither project. */
  private switching = false;
  /** The exercise's project changed since it was last read. */
  private touched = false;
  private readTimer: ReturnType<typeof setTimeout> | undefined;
  private lessonRevision = 0;
  private readonly options: Required<Omit<ScratchStageOptions, "onUnreadable">> &
    Pick<ScratchStageOptions, "onUnreadable">;

  constructor(options: ScratchStageOptions) {
    this.options = { readDelayMs: 1000, ...options };
  }

  /** Shows an exercise's own project, or (`null`) the lesson's. Resolves once it is on the stage. */
  show(project: ExerciseProject | null): Promise<void> {
    return this.enqueue(async () => {
      const next = project?.exerciseId ?? null;
      if (this.shown === next) return;
      this.switching = true;
      try {
        await this.leave();
        if (project) await this.loadExercise(project);
        else await this.loadLesson();
        this.shown = next;
        this.touched = false;
      } finally {
        this.switching = false;
      }
    });
  }

  /** The lesson's project changed under the model (opened again): shown again if it is on the stage. */
  lessonChanged(revision: number): void {
    void this.enqueue(async () => {
      if (this.shown !== null || revision <= this.lessonRevision) return;
      await this.loadLesson();
    });
  }

  /** The studio says the child changed the project on the stage. */
  changed(): void {
    if (this.switching) return;
    if (this.shown === null) {
      this.options.lesson.touch();
      return;
    }
    if (typeof this.shown !== "string") return;
    this.touched = true;
    clearTimeout(this.readTimer);
    this.readTimer = setTimeout(() => void this.enqueue(() => this.read(false)), this.options.readDelayMs);
  }

  /** Resolves once every switch asked for is done: what the stage shows is what was asked for last. */
  settled(): Promise<void> {
    return this.enqueue(async () => undefined);
  }

  /** Reads and keeps the exercise's project on the stage now (before a check, before leaving the page). */
  keepNow(): Promise<void> {
    return this.enqueue(() => this.read(true));
  }

  dispose(): void {
    clearTimeout(this.readTimer);
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    // One failed task (a load the frame refused) never stops the ones after it.
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async leave(): Promise<void> {
    if (this.shown === null) await this.options.lesson.settle();
    else if (typeof this.shown === "string") await this.read(true);
  }

  private async read(now: boolean): Promise<void> {
    clearTimeout(this.readTimer);
    const exerciseId = this.shown;
    const studio = this.options.studio();
    if (typeof exerciseId !== "string" || !this.touched || !studio) return;
    this.touched = false;
    const captured = await studio.capture();
    this.options.onProject(exerciseId, captured.json, now);
    // Costumes and sounds the child added (painted, uploaded) go to our server like the lesson
    // project's do, so the kept project.json finds them after a reload.
    if (captured.assets.length > 0) void this.upload(studio, captured.assets);
  }

  private async upload(studio: StageStudio, assets: ScratchCapture["assets"]): Promise<void> {
    const stored: string[] = [];
    for (const asset of assets) {
      try {
        await this.options.saveAsset(asset.md5ext, asset.data);
        stored.push(asset.md5ext);
      } catch {
        // Offline or refused: the frame still counts it as missing, so the next read sends it again.
      }
    }
    if (stored.length > 0) studio.assetsStored(stored);
  }

  private async loadExercise(project: ExerciseProject): Promise<void> {
    const studio = this.options.studio();
    if (!studio) throw new Error("the Scratch studio is not open");
    try {
      await studio.load({ json: project.json });
    } catch (error) {
      if (project.json === project.starter) throw error;
      // The child's kept version is kept as it is (a change replaces it); the starter shows.
      await studio.load({ json: project.starter });
      this.options.onUnreadable?.(project.exerciseId);
    }
  }

  private async loadLesson(): Promise<void> {
    const studio = this.options.studio();
    if (!studio) throw new Error("the Scratch studio is not open");
    const { source, title, revision } = await this.options.lesson.content();
    await studio.load(source, title);
    this.lessonRevision = revision;
    this.options.lesson.shown(revision);
  }
}
