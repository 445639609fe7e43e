import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { WorkResource, WorkTask } from "../db/schema.ts";
import { type Signals, workChannel } from "./signals.ts";
import type { ClaimedJob, WorkQueue } from "./work-queue.ts";
import type { WorkerRegistry } from "./worker-registry.ts";

/**
 * Runs one claimed job to its end: the check or the judging, then its result recorded with
 * `queue.finish` in one transaction. A throw means "not done": the job goes back to the queue at
 * once and runs again (by any worker); when its runs are spent, the look for dead workers ends it.
 */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface WorkerPoolOptions {
  queue: WorkQueue;
  registry: WorkerRegistry;
  signals: Signals;
  handlers: Record<WorkTask, JobHandler>;
  /** Jobs at once, of every resource but quizzes (which cost nothing). */
  slots: number;
  /** At most this many at once of a resource (a Scratch check needs a VM of its own). */
  caps: Partial<Record<WorkResource, number>>;
  /** Seconds a hold lasts without a heartbeat; heartbeats go every third of it. */
  leaseSeconds: number;
  /** Runs of a job after its first (a run whose handler threw goes back to the queue while any are left). */
  retryLimit: number;
  /** How often to look for work without a signal, ms (a signal can be missed). */
  pollMs?: number;
  onError?: (error: unknown) => void;
}

/** Quizzes are marked in microseconds: they have slots of their own and never wait behind a compile. */
const quizSlots = 4;
const resources: WorkResource[] = ["python", "cpp", "scratch", "quiz"];

/**
 * A process's workers: they claim jobs from the one queue whenever a slot of the right resource
 * is free (woken by a signal from the database or a poll), send heartbeats for the jobs they hold,
 * and on stop finish what they hold for a while, then give the rest back to the queue.
 */
export class WorkerPool {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly options: WorkerPoolOptions;
  private readonly running = new Map<string, { job: ClaimedJob; done: Promise<void> }>();
  private readonly unlisten: () => void;
  private readonly timers: NodeJS.Timeout[] = [];
  private filling = false;
  private fillAgain = false;
  private stopping = false;

  constructor(options: WorkerPoolOptions) {
    this.options = options;
    this.unlisten = options.signals.on(workChannel, () => this.fill());
  }

  /** The resources this pool runs at all. */
  get serves(): WorkResource[] {
    return resources.filter((resource) => this.capOf(resource) > 0);
  }

  async start(): Promise<void> {
    const { registry, leaseSeconds, pollMs = 1000 } = this.options;
    await registry.seen(this.id, this.serves, this.options.slots);
    this.every(pollMs, () => this.fill());
    this.every((leaseSeconds * 1000) / 3, () => this.heartbeat());
    this.fill();
  }

  /** Jobs in hand, for tests and the stop. */
  get busy(): number {
    return this.running.size;
  }

  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    this.unlisten();
    for (const timer of this.timers) clearInterval(timer);
    const all = Promise.allSettled([...this.running.values()].map((entry) => entry.done));
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    // What is still running goes back to the queue now instead of after its lease.
    await this.options.queue.release([...this.running.keys()]).catch(() => {});
    await this.options.registry.gone(this.id).catch(() => {});
  }

  private every(ms: number, task: () => unknown) {
    const timer = setInterval(task, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private capOf(resource: WorkResource): number {
    if (resource === "quiz") return this.options.slots > 0 ? quizSlots : 0;
    return Math.min(this.options.caps[resource] ?? this.options.slots, this.options.slots);
  }

  /** Heavy jobs (of accounts whose last job ran long) at once: half the slots, so quick checks always find one. */
  private get heavyCap(): number {
    return Math.max(1, Math.floor(this.options.slots / 2));
  }

  private heavyRunning(): number {
    return [...this.running.values()].filter(({ job }) => job.heavy).length;
  }

  /** Resources with a free slot now. */
  private free(): WorkResource[] {
    const byResource = new Map<WorkResource, number>();
    let heavy = 0;
    for (const { job } of this.running.values()) {
      byResource.set(job.resource, (byResource.get(job.resource) ?? 0) + 1);
      if (job.resource !== "quiz") heavy += 1;
    }
    return this.serves.filter(
      (resource) =>
        (byResource.get(resource) ?? 0) < this.capOf(resource) &&
        (resource === "quiz" || heavy < this.options.slots),
    );
  }

  /** Claims jobs while slots are free; a call during a fill makes it look once more. */
  private fill(): void {
    if (this.stopping) return;
    if (this.filling) {
      this.fillAgain = true;
      return;
    }
    this.filling = true;
    void (async () => {
      try {
        do {
          this.fillAgain = false;
          for (;;) {
            const free = this.free();
            if (free.length === 0 || this.stopping) break;
            const job = await this.options.queue.claim(this.id, free, this.options.leaseSeconds, {
              heavy: this.heavyRunning() < this.heavyCap,
            });
            if (!job) break;
            this.run(job);
          }
        } while (this.fillAgain && !this.stopping);
      } catch (error) {
        this.options.onError?.(error);
      } finally {
        this.filling = false;
      }
    })();
  }

  private run(job: ClaimedJob): void {
    const done = (async () => {
      try {
        await this.options.handlers[job.task](job);
      } catch (error) {
        this.options.onError?.(error);
        // Run again at once, by whichever worker (its runs are counted: the look for dead workers
        // ends it when they are spent).
        await this.options.queue.retry(job.claim, this.options.retryLimit).catch(() => {});
      } finally {
        this.running.delete(job.claim);
        this.fill();
      }
    })();
    this.running.set(job.claim, { job, done });
  }

  private async heartbeat(): Promise<void> {
    const { queue, registry, leaseSeconds } = this.options;
    try {
      await queue.extend([...this.running.keys()], leaseSeconds);
      await registry.seen(this.id, this.serves, this.options.slots);
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}
