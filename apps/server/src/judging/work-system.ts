import type { Compiler } from "@qisi/judge";
import type { JudgeSettings } from "../config.ts";
import { CompileLeases } from "../cpp/compile-leases.ts";
import type { Database } from "../db/connect.ts";
import { AttemptStore } from "../exercises/attempt-store.ts";
import type { CodeCheckers } from "../exercises/step-check.ts";
import { ExerciseStore } from "../exercises/store.ts";
import { ProblemStore } from "../problems/store.ts";
import { SubmissionStore } from "../submissions/store.ts";
import { attemptJobHandler, giveUpAttempt } from "./attempt-jobs.ts";
import { createWorkerTools, type WorkerTools } from "./checkers-for-workers.ts";
import { startMonitor } from "./monitor.ts";
import { ResultWaiter } from "./result-waiter.ts";
import { openSignals, type Signals } from "./signals.ts";
import { giveUpSubmission, submissionJobHandler } from "./submission-jobs.ts";
import { WorkQueue } from "./work-queue.ts";
import { WorkerPool } from "./worker-pool.ts";
import { WorkerRegistry } from "./worker-registry.ts";

/** What a process shares of the queue: routes queue and wait; workers (if any) claim and run. */
export interface WorkSystem {
  queue: WorkQueue;
  registry: WorkerRegistry;
  waiter: ResultWaiter;
  compileLeases: CompileLeases;
  /** A worker silent longer than this, seconds, is taken for stopped (`WORKER_SILENT_SECONDS`). */
  livenessSeconds: number;
  /** This process's workers, or null when `slots` is 0 (a server leaving the work to worker processes). */
  pool: WorkerPool | null;
  /** This process's code checkers, or null when it runs no jobs (its workers' own, not a second set). */
  codeCheckers: CodeCheckers | null;
  /** Starts a Python checking process ahead in this process's workers (none: nothing to do). */
  warmPython(): void;
  /** Starts the workers and the look for dead ones (a server: when it is ready to answer). */
  start(): Promise<void>;
  /** Finishes jobs in hand for a while, gives the rest back, closes what the workers opened. */
  stop(): Promise<void>;
}

export interface WorkSystemOptions {
  /** Jobs this process runs at once (0: none). */
  slots: number;
  onError?: (error: unknown) => void;
  /** Seconds the workers finish jobs in hand at a stop before giving them back. */
  stopGraceSeconds?: number;
  /** The workers' C++ compiler instead of the machine's (tests hand in one that fails). */
  compiler?: () => Compiler;
}

/**
 * The queue, its signals and (with slots) this process's workers with their checkers and runner:
 * the same in the server (embedded default, `JUDGE_WORKERS` slots) and in `judge-worker` processes
 * on a shared Postgres.
 */
export function createWorkSystem(
  database: Database,
  settings: JudgeSettings,
  options: WorkSystemOptions,
): WorkSystem {
  const { db } = database;
  const queue = new WorkQueue(db, settings);
  const registry = new WorkerRegistry(db);
  const signals: Signals = openSignals(database);
  const waiter = new ResultWaiter(signals);
  const compileLeases = new CompileLeases(db);
  const attempts = new AttemptStore(db);
  const submissions = new SubmissionStore(db);
  const tools: WorkerTools | null =
    options.slots > 0
      ? createWorkerTools({
          slots: options.slots,
          scratchCheckers: settings.scratchCheckers,
          runnerChoice: settings.runner,
          compiler: options.compiler,
        })
      : null;
  const pool = tools
    ? new WorkerPool({
        queue,
        registry,
        signals,
        slots: options.slots,
        caps: { scratch: Math.min(settings.scratchCheckers, options.slots) },
        leaseSeconds: settings.heartbeatSeconds,
        retryLimit: settings.retryLimit,
        handlers: {
          attempt: attemptJobHandler({
            db,
            queue,
            attempts,
            exercises: new ExerciseStore(db),
            checkers: tools.checkers,
            compileLeases,
            retryLimit: settings.retryLimit,
          }),
          submission: submissionJobHandler({
            db,
            queue,
            compileLeases,
            submissions,
            problems: new ProblemStore(db),
            runner: tools.runner,
          }),
        },
        ...(options.onError ? { onError: options.onError } : {}),
      })
    : null;
  let monitor: { stop(): void } | null = null;
  return {
    queue,
    registry,
    waiter,
    compileLeases,
    livenessSeconds: settings.workerSilentSeconds,
    pool,
    codeCheckers: tools?.code ?? null,
    warmPython: () => tools?.warmPython(),
    async start() {
      await pool?.start();
      monitor = startMonitor({
        queue,
        registry,
        giveUp: {
          attempt: giveUpAttempt({ db, queue, attempts }),
          submission: giveUpSubmission({ db, queue }),
        },
        retryLimit: settings.retryLimit,
        leaseSeconds: settings.heartbeatSeconds,
        everyMs: settings.monitorSeconds * 1000,
        ...(options.onError ? { onError: options.onError } : {}),
      });
    },
    async stop() {
      monitor?.stop();
      await pool?.stop((options.stopGraceSeconds ?? 10) * 1000);
      waiter.close();
      await signals.close();
      await tools?.close();
    },
  };
}
