import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { WorkLane, WorkResource, WorkTask } from "../db/schema.ts";
import { resultChannel, workChannel } from "./signals.ts";

export interface NewJob {
  accountId: number;
  lane: WorkLane;
  resource: WorkResource;
  task: WorkTask;
  refId: number;
}

/** A job a worker holds: `claim` is its hold, which finishing, extending and releasing must name. */
export interface ClaimedJob extends NewJob {
  id: number;
  /** Runs so far, this one included. */
  tries: number;
  /** The account's previous job ran long. */
  heavy: boolean;
  claim: string;
}

export interface QueueBounds {
  /** Jobs waiting to start, all accounts together. */
  queueMax: number;
  /** Lesson checks one account may have waiting to start. */
  checksWaitingPerAccount: number;
}

/** Why a job was not queued: the whole queue is full, or this account already has enough waiting. */
export type Refusal = "queue-full" | "account-waiting";

/**
 * How much later an account's next job becomes its turn after one finished: as long as that job
 * ran, at most this. A child whose program loops for 10 s lets the children with quick checks go
 * first next time, instead of taking every other slot.
 */
const turnPenaltyCap = sql`interval '30 seconds'`;

/** A job that ran longer than this makes its account's next jobs heavy (a check takes a second or two). */
const heavyAfter = sql`interval '4 seconds'`;

/**
 * The slot an exercise's check needs: Python, C++ and Scratch run programs, and so does a Parsons
 * step (its assembled program, in its language); quizzes, predictions and run-and-see questions
 * are marked from the content in microseconds.
 */
export function resourceOf(exercise: { kind: string; spec?: Record<string, unknown> }): WorkResource {
  const { kind } = exercise;
  // A Parsons step runs its assembled program in its language; predictions are marked, never run.
  if (kind === "parsons") return exercise.spec?.language === "cpp" ? "cpp" : "python";
  return kind === "python" || kind === "cpp" || kind === "scratch" ? kind : "quiz";
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const seconds = (value: number) => sql`make_interval(secs => ${value})`;
const listOf = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The SQLSTATE of a database error, through drizzle's wrapper (`cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

const jobColumns = sql`id, account_id AS "accountId", lane, resource, task, ref_id AS "refId", tries, heavy`;

/**
 * The one queue of checking and judging, in the database every server and worker process shares
 * (the table `work_jobs`, schema.ts). Why not pg-boss, which this replaced: its per-group limit
 * is a NOT EXISTS read at fetch time, so two workers fetching at once can each start a job of the
 * same account; and it orders by priority and creation time fixed at send, which cannot put an
 * account's next job behind the accounts that waited while its last one ran. Here a unique index
 * makes a second running job of an account impossible, and `ready_at` moves when a job ends.
 */
export class WorkQueue {
  private readonly db: Db;
  private readonly bounds: QueueBounds;

  constructor(db: Db, bounds: QueueBounds) {
    this.db = db;
    this.bounds = bounds;
  }

  /**
   * Whether the account may queue another job in `lane` (null) or why not. Call it inside the
   * transaction that then adds the job: the account's lock makes two quick clicks wait for each other.
   */
  async admit(tx: Db, accountId: number, lane: WorkLane): Promise<Refusal | null> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('qisi.work'), ${accountId})`);
    const [counts] = rowsOf<{ total: number; mine: number }>(
      await tx.execute(sql`
        SELECT count(*)::int AS total,
               count(*) FILTER (WHERE account_id = ${accountId} AND lane = ${lane})::int AS mine
        FROM work_jobs WHERE state = 'queued'`),
    );
    if ((counts?.total ?? 0) >= this.bounds.queueMax) return "queue-full";
    if (lane === 0 && (counts?.mine ?? 0) >= this.bounds.checksWaitingPerAccount) return "account-waiting";
    return null;
  }

  /** Queues a job in the caller's transaction and wakes idle workers when it commits. */
  async add(tx: Db, job: NewJob): Promise<void> {
    await tx.execute(sql`
      INSERT INTO work_jobs (account_id, lane, resource, task, ref_id)
      VALUES (${job.accountId}, ${job.lane}, ${job.resource}, ${job.task}, ${job.refId})`);
    await tx.execute(sql`SELECT pg_notify(${workChannel}, ${job.resource})`);
  }

  /**
   * Takes the next job this worker can run now: among accounts with nothing running, each
   * account's first waiting job (its checks before its submissions), lesson checks before judge
   * submissions, then whose turn came first; heavy jobs only when `options.heavy`. Null when there
   * is none. A job locked by another
   * worker's claim is skipped, not waited for; the unique index turns the rare case of two workers
   * picking two jobs of one account at the same instant into an error for one of them: no job.
   */
  async claim(
    worker: string,
    resources: readonly WorkResource[],
    leaseSeconds: number,
    options: { heavy: boolean } = { heavy: true },
  ): Promise<ClaimedJob | null> {
    if (resources.length === 0) return null;
    const claim = randomUUID();
    try {
      const [row] = rowsOf<Omit<ClaimedJob, "claim">>(
        await this.db.execute(sql`
          WITH next AS (
            SELECT j.id FROM work_jobs j
            WHERE j.state = 'queued'
              AND j.resource IN (${listOf(resources)})
              AND (${options.heavy} OR NOT j.heavy)
              AND NOT EXISTS (
                SELECT 1 FROM work_jobs r WHERE r.account_id = j.account_id AND r.state = 'running')
              AND NOT EXISTS (
                SELECT 1 FROM work_jobs e
                WHERE e.account_id = j.account_id AND e.state = 'queued' AND (e.lane, e.id) < (j.lane, j.id))
            ORDER BY j.lane, j.ready_at, j.id
            LIMIT 1
            FOR UPDATE OF j SKIP LOCKED
          )
          UPDATE work_jobs w
          SET state = 'running', claim = ${claim}, worker = ${worker}, started_at = now(),
              lease_until = now() + ${seconds(leaseSeconds)}, tries = w.tries + 1
          FROM next WHERE w.id = next.id
          RETURNING w.id, w.account_id AS "accountId", w.lane, w.resource, w.task, w.ref_id AS "refId",
                    w.tries, w.heavy`),
      );
      return row ? { ...row, claim } : null;
    } catch (error) {
      if (sqlState(error) === "23505") return null;
      throw error;
    }
  }

  /** Heartbeat: the holds still this worker's get `leaseSeconds` more; answers the ones that are. */
  async extend(claims: readonly string[], leaseSeconds: number): Promise<Set<string>> {
    if (claims.length === 0) return new Set();
    const held = rowsOf<{ claim: string }>(
      await this.db.execute(sql`
        UPDATE work_jobs SET lease_until = now() + ${seconds(leaseSeconds)}
        WHERE state = 'running' AND claim IN (${listOf(claims)})
        RETURNING claim`),
    );
    return new Set(held.map((row) => row.claim));
  }

  /**
   * Ends a job in the transaction that records its result, if `job.claim` still holds it (false:
   * its lease ran out and another worker took it over, so this result must not be recorded). The
   * account's next jobs become its turn from now plus the time this one ran.
   */
  async finish(tx: Db, job: ClaimedJob, result?: string): Promise<boolean> {
    const [done] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        WITH done AS (
          DELETE FROM work_jobs WHERE id = ${job.id} AND claim = ${job.claim}
          RETURNING account_id, started_at
        ), later AS (
          UPDATE work_jobs w
          SET ready_at = greatest(w.ready_at, now() + least(now() - done.started_at, ${turnPenaltyCap})),
              heavy = now() - done.started_at > ${heavyAfter}
          FROM done WHERE w.account_id = done.account_id AND w.state = 'queued'
        )
        SELECT count(*)::int AS n FROM done`),
    );
    if ((done?.n ?? 0) === 0) return false;
    if (result) await tx.execute(sql`SELECT pg_notify(${resultChannel}, ${result})`);
    return true;
  }

  /** Takes a job out of the queue if it has not started (its caller ends its attempt): whether it did. */
  async cancelQueued(tx: Db, task: WorkTask, refId: number): Promise<boolean> {
    const gone = rowsOf<{ id: number }>(
      await tx.execute(sql`
        DELETE FROM work_jobs WHERE task = ${task} AND ref_id = ${refId} AND state = 'queued' RETURNING id`),
    );
    return gone.length > 0;
  }

  /** Gives jobs back to the queue unfinished (a worker stopping): another worker starts them at once. */
  async release(claims: readonly string[]): Promise<void> {
    if (claims.length === 0) return;
    await this.db.execute(sql`
      UPDATE work_jobs
      SET state = 'queued', claim = NULL, worker = NULL, lease_until = NULL, tries = greatest(tries - 1, 0)
      WHERE state = 'running' AND claim IN (${listOf(claims)})`);
    await this.db.execute(sql`SELECT pg_notify(${workChannel}, '')`);
  }

  /**
   * A run that failed (its handler threw): back to the queue at once while it has runs left
   * (kept in `tries`); otherwise its hold ends now, so the next look for dead workers ends it.
   */
  async retry(claim: string, retryLimit: number): Promise<void> {
    await this.db.execute(sql`
      UPDATE work_jobs
      SET state = CASE WHEN tries <= ${retryLimit} THEN 'queued' ELSE state END,
          claim = CASE WHEN tries <= ${retryLimit} THEN NULL ELSE claim END,
          lease_until = CASE WHEN tries <= ${retryLimit} THEN NULL ELSE now() END
      WHERE state = 'running' AND claim = ${claim}`);
    await this.db.execute(sql`SELECT pg_notify(${workChannel}, '')`);
  }

  /**
   * Jobs whose worker stopped sending heartbeats: run again by another worker while they have runs
   * left (`retryLimit` more after the first); the others are taken by the caller, to be ended as
   * failed (answered). Any process may do this; two at once take different rows.
   */
  async reap(retryLimit: number, leaseSeconds: number): Promise<ClaimedJob[]> {
    const requeued = rowsOf<{ id: number }>(
      await this.db.execute(sql`
        UPDATE work_jobs SET state = 'queued', claim = NULL, worker = NULL, lease_until = NULL
        WHERE state = 'running' AND lease_until < now() AND tries <= ${retryLimit}
        RETURNING id`),
    );
    if (requeued.length > 0) await this.db.execute(sql`SELECT pg_notify(${workChannel}, '')`);
    return this.takeOver(
      sql`state = 'running' AND lease_until < now() AND tries > ${retryLimit}`,
      leaseSeconds,
    );
  }

  /** Lesson checks that waited longer than `maxSeconds` without starting: taken, to be ended as not checked. */
  async staleChecks(maxSeconds: number, leaseSeconds: number): Promise<ClaimedJob[]> {
    return this.takeOver(
      sql`state = 'queued' AND lane = 0 AND queued_at < now() - ${seconds(maxSeconds)}`,
      leaseSeconds,
    );
  }

  private async takeOver(where: SQL, leaseSeconds: number): Promise<ClaimedJob[]> {
    const claim = randomUUID();
    // Marked running under this process's claim: the unique index allows one running job per
    // account, so the ones whose account runs something else wait for the next round.
    const taken: Omit<ClaimedJob, "claim">[] = [];
    const candidates = rowsOf<{ id: number }>(
      await this.db.execute(sql`SELECT id FROM work_jobs WHERE ${where} ORDER BY id LIMIT 100`),
    );
    for (const { id } of candidates) {
      try {
        const [row] = rowsOf<Omit<ClaimedJob, "claim">>(
          await this.db.execute(sql`
            UPDATE work_jobs SET state = 'running', claim = ${claim}, lease_until = now() + ${seconds(leaseSeconds)}
            WHERE id = ${id} AND ${where}
            RETURNING ${jobColumns}`),
        );
        if (row) taken.push(row);
      } catch (error) {
        if (sqlState(error) !== "23505") throw error;
      }
    }
    return taken.map((row) => ({ ...row, claim }));
  }

  /** How many jobs wait, all accounts together. */
  async waiting(): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(sql`SELECT count(*)::int AS n FROM work_jobs WHERE state = 'queued'`),
    );
    return row?.n ?? 0;
  }
}
