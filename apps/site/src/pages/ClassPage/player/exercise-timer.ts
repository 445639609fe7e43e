/** The contract's cap on one attempt's `seconds`. */
export const maxSeconds = 3600;

/**
 * Time spent on each exercise, counted only while it is the one in the editor and the page is
 * visible, and handed over (then reset) with each attempt as `seconds`.
 */
export class ExerciseTimer {
  private spent = new Map<string, number>();
  private active: string | null = null;
  private since: number | null = null;

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The exercise now in front of the learner (null: none). */
  focus(exerciseId: string | null): void {
    this.pause();
    this.active = exerciseId;
    this.resume();
  }

  /** The page went out of sight: stop counting. */
  pause(): void {
    if (this.active !== null && this.since !== null) {
      this.spent.set(this.active, (this.spent.get(this.active) ?? 0) + (this.now() - this.since));
    }
    this.since = null;
  }

  resume(): void {
    if (this.active !== null && this.since === null) this.since = this.now();
  }

  /** Whole seconds spent on the exercise since the last take, capped; the count starts again. */
  take(exerciseId: string): number {
    const running = this.active === exerciseId && this.since !== null;
    if (running) this.pause();
    const ms = this.spent.get(exerciseId) ?? 0;
    this.spent.delete(exerciseId);
    if (running) this.resume();
    return Math.min(maxSeconds, Math.max(0, Math.round(ms / 1000)));
  }
}
