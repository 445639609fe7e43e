import type { DraftStore } from "@qisi/studio";

/**
 * The server's bound on kept code (`maxExerciseCodeLength` in @qisi/api's contract; a test keeps
 * them equal). Not imported: that module's schemas would bring zod into the lesson page, and its
 * start-up probe for `Function` is an eval the site's Content-Security-Policy refuses.
 */
export const serverCodeBound = 65_536;

/** How long typing may pause before the code goes to the server (a check or a switch sends it at once). */
export const saveDelayMs = 1500;

export interface ExerciseCodeKeeperOptions {
  /** `PUT exercises/{id}/code`: resolves once the server has it. */
  save: (exerciseId: string, code: string) => Promise<unknown>;
  /**
   * This browser's safety net, per learner: code not yet on the server (typed just before a reload,
   * or while offline) is kept here until the server has it.
   */
  drafts: DraftStore;
  /** Drafts from before the server kept code (one per exercise, any learner of this browser). */
  legacyDrafts?: DraftStore;
  delayMs?: number;
  /** The server's bound (`PUT exercises/{id}/code`); longer code stays in this browser's drafts. */
  maxLength?: number;
  /**
   * The exercise's code outgrew the bound (`tooLong`), or fits again: while it is too long the
   * server keeps the last version that fitted and this browser keeps the newest, so nothing is
   * lost here, but another computer would not see it; the player says so.
   */
  onTooLong?: (exerciseId: string, tooLong: boolean) => void;
}

/**
 * Each exercise's own code in the lesson player (issue 37): what the server keeps for the child,
 * changed as they type, written to the server a moment after they stop (and to this browser's
 * storage at once, so a reload never loses the last keystrokes). One editor shows one exercise at a
 * time; the keeper never mixes them up, because every change names its exercise.
 */
export class ExerciseCodeKeeper {
  private readonly codes = new Map<string, string>();
  /** Exercises whose latest code the server does not have yet, with their timers. */
  private readonly pending = new Map<string, ReturnType<typeof setTimeout> | null>();
  /** Exercises whose newest code is too long for the server (kept in this browser only). */
  private readonly tooLong = new Set<string>();
  private readonly options: Required<Omit<ExerciseCodeKeeperOptions, "legacyDrafts" | "onTooLong">> &
    Pick<ExerciseCodeKeeperOptions, "legacyDrafts" | "onTooLong">;

  constructor(options: ExerciseCodeKeeperOptions) {
    this.options = { delayMs: saveDelayMs, maxLength: serverCodeBound, ...options };
  }

  /**
   * Starts from what the server kept (`kept`, by exercise). A draft of this browser that the server
   * never got wins, and is sent; so is a legacy draft of an exercise the server has nothing for.
   */
  async load(exerciseIds: readonly string[], kept: ReadonlyMap<string, string>): Promise<void> {
    for (const [id, code] of kept) this.codes.set(id, code);
    for (const id of exerciseIds) {
      const draft = await this.options.drafts.read(id);
      if (typeof draft?.body === "string" && draft.body !== this.codes.get(id)) {
        this.codes.set(id, draft.body);
        this.schedule(id, 0);
        continue;
      }
      if (draft) await this.options.drafts.clear(id);
      const legacy = await this.options.legacyDrafts?.read(id);
      if (!legacy) continue;
      await this.options.legacyDrafts?.clear(id);
      if (!kept.has(id) && typeof legacy.body === "string") this.change(id, legacy.body);
    }
  }

  /** The exercise's code: the child's own when there is one, else the exercise's starter. */
  codeOf(exerciseId: string, starter: string): string {
    return this.codes.get(exerciseId) ?? starter;
  }

  /** The child changed the exercise's code (typing, a Parsons puzzle, a check). */
  change(exerciseId: string, code: string): void {
    if (this.codes.get(exerciseId) === code) return;
    this.codes.set(exerciseId, code);
    void this.options.drafts.write(exerciseId, {
      body: code,
      title: "",
      baseVersion: 0,
      savedAt: Date.now(),
    });
    this.schedule(exerciseId, this.options.delayMs);
  }

  /** Sends what the server does not have yet, now (before a check, a switch, leaving the page). */
  async flush(exerciseId?: string): Promise<void> {
    const ids = exerciseId === undefined ? [...this.pending.keys()] : [exerciseId];
    await Promise.all(ids.filter((id) => this.pending.has(id)).map((id) => this.send(id)));
  }

  /** Stops the timers (the page left); the drafts stay for the next visit. */
  dispose(): void {
    for (const timer of this.pending.values()) if (timer) clearTimeout(timer);
    this.pending.clear();
  }

  private schedule(exerciseId: string, delay: number): void {
    const timer = this.pending.get(exerciseId);
    if (timer) clearTimeout(timer);
    this.pending.set(
      exerciseId,
      setTimeout(() => void this.send(exerciseId), delay),
    );
  }

  private async send(exerciseId: string): Promise<void> {
    const timer = this.pending.get(exerciseId);
    if (timer) clearTimeout(timer);
    this.pending.delete(exerciseId);
    const code = this.codes.get(exerciseId);
    if (code === undefined) return;
    // The server would refuse it (400): the draft keeps it, and the next change that fits is sent.
    const tooLong = code.length > this.options.maxLength;
    if (tooLong !== this.tooLong.has(exerciseId)) {
      if (tooLong) this.tooLong.add(exerciseId);
      else this.tooLong.delete(exerciseId);
      this.options.onTooLong?.(exerciseId, tooLong);
    }
    if (tooLong) return;
    try {
      await this.options.save(exerciseId, code);
    } catch {
      // Offline or refused: the draft stays in this browser and goes with the next change or visit.
      if (!this.pending.has(exerciseId)) this.pending.set(exerciseId, null);
      return;
    }
    // Only what the server now has leaves the safety net: newer typing keeps its draft.
    if (this.codes.get(exerciseId) === code && !this.pending.has(exerciseId))
      await this.options.drafts.clear(exerciseId);
  }
}
