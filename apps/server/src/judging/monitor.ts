import type { WorkTask } from "../db/schema.ts";
import type { GiveUpReason } from "./attempt-jobs.ts";
import type { ClaimedJob, WorkQueue } from "./work-queue.ts";
import type { WorkerRegistry } from "./worker-registry.ts";

export interface MonitorOptions {
  queue: WorkQueue;
  registry: WorkerRegistry;
  /** Ends a job the queue gave up on, as failed (a check not done, a submission 系统错误). */
  giveUp: Record<WorkTask, (job: ClaimedJob, reason: GiveUpReason) => Promise<void>>;
  retryLimit: number;
  leaseSeconds: number;
  everyMs: number;
  /** A lesson check not started after this long is ended (the child has long moved on). */
  staleCheckSeconds?: number;
  onError?: (error: unknown) => void;
}

/**
 * Every process on the database (servers with or without workers, worker processes) looks, every
 * `everyMs`, for jobs whose worker died (missed heartbeats): run again, or ended when their runs
 * are spent; and for lesson checks that waited far too long. Several processes doing this at once
 * take different jobs.
 */
export function startMonitor(options: MonitorOptions): { stop(): void; tick(): Promise<void> } {
  const { queue, registry, giveUp, retryLimit, leaseSeconds, staleCheckSeconds = 600 } = options;
  let ticks = 0;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const job of await queue.reap(retryLimit, leaseSeconds))
        await giveUp[job.task](job, "worker-died");
      for (const job of await queue.staleChecks(staleCheckSeconds, leaseSeconds)) {
        await giveUp[job.task](job, "waited-too-long");
      }
      if (ticks++ % 100 === 0) await registry.forgetSilent();
    } catch (error) {
      options.onError?.(error);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), options.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
