import type { SubmissionCase, SubmissionDiagnostic, Verdict } from "@qisi/api/contract";
import { and, desc, eq, getTableColumns, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { problems, submissions } from "../db/schema.ts";
import type { QueuedSubmission } from "../judging/enqueue-submission.ts";

export type SubmissionRow = typeof submissions.$inferSelect & { problemTitle: string };
export type SubmissionSummaryRow = Omit<SubmissionRow, "source" | "cases" | "diagnostics">;

/** A page position: the last item's creation time and id. */
export type SubmissionCursor = [createdAt: Date, id: number];

export interface SubmissionOutcome {
  verdict: Verdict;
  score: number;
  timeMs: number;
  memoryKb: number;
  cases: SubmissionCase[];
  diagnostics: SubmissionDiagnostic[];
}

const {
  source: _source,
  cases: _cases,
  diagnostics: _diagnostics,
  ...summaryColumns
} = getTableColumns(submissions);

/**
 * How long an unfinished submission counts against its owner's limit. A row whose job was lost
 * (the server died between storing it and queueing it) must not block the child for good.
 */
const pendingWindow = sql`now() - interval '15 minutes'`;

/** Every query of submissions: the learner's side (create, read, list) and the judge's (progress, outcome). */
export class SubmissionStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Stores a new submission unless the account already has `maxPending` waiting or being judged
   * (then null). The check and the insert run under a per-account lock, so two quick clicks
   * cannot both slip under the limit. `enqueue` puts its job on the queue in the same transaction:
   * a submission is never stored without its job, nor a job sent for a row that was rolled back.
   */
  async create(
    accountId: number,
    input: { problemId: string; language: "cpp" | "python"; source: string },
    maxPending: number,
    enqueue: (tx: Db, submission: QueuedSubmission) => Promise<void> = async () => {},
  ): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('qisi.submit'), ${accountId})`);
      const [pending] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(submissions)
        .where(
          and(
            eq(submissions.accountId, accountId),
            ne(submissions.state, "done"),
            gt(submissions.createdAt, pendingWindow),
          ),
        );
      if ((pending?.n ?? 0) >= maxPending) return null;
      const [row] = await tx
        .insert(submissions)
        .values({ accountId, ...input })
        .returning({ id: submissions.id });
      await enqueue(tx as unknown as Db, { submissionId: row!.id, accountId, language: input.language });
      return row!.id;
    });
  }

  async ownerOf(id: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ accountId: submissions.accountId })
      .from(submissions)
      .where(eq(submissions.id, id));
    return row?.accountId;
  }

  async find(id: number): Promise<SubmissionRow | undefined> {
    const [row] = await this.db
      .select({ ...getTableColumns(submissions), problemTitle: problems.title })
      .from(submissions)
      .innerJoin(problems, eq(problems.id, submissions.problemId))
      .where(eq(submissions.id, id));
    return row;
  }

  /** The account's submissions, newest first, `limit + 1` rows (the extra one says there is more). */
  async page(
    accountId: number,
    options: { until: SubmissionCursor | null; limit: number; problemId?: string },
  ): Promise<SubmissionSummaryRow[]> {
    const { until, limit, problemId } = options;
    return this.db
      .select({ ...summaryColumns, problemTitle: problems.title })
      .from(submissions)
      .innerJoin(problems, eq(problems.id, submissions.problemId))
      .where(
        and(
          eq(submissions.accountId, accountId),
          problemId ? eq(submissions.problemId, problemId) : undefined,
          until
            ? or(
                lt(submissions.createdAt, until[0]),
                and(eq(submissions.createdAt, until[0]), lt(submissions.id, until[1])),
              )
            : undefined,
        ),
      )
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(limit + 1);
  }

  /** What the worker needs to judge it. */
  async forJudging(id: number) {
    const [row] = await this.db
      .select({
        problemId: submissions.problemId,
        language: submissions.language,
        source: submissions.source,
        state: submissions.state,
      })
      .from(submissions)
      .where(eq(submissions.id, id));
    return row;
  }

  /** A (re)start of judging: earlier progress of a crashed attempt is wiped. */
  async startJudging(id: number): Promise<void> {
    await this.db
      .update(submissions)
      .set({
        state: "compiling",
        progressTest: null,
        progressOf: null,
        attempts: sql`${submissions.attempts} + 1`,
      })
      .where(and(eq(submissions.id, id), ne(submissions.state, "done")));
  }

  async progress(id: number, test: number, of: number): Promise<void> {
    await this.db
      .update(submissions)
      .set({ state: "running", progressTest: test, progressOf: of })
      .where(and(eq(submissions.id, id), ne(submissions.state, "done")));
  }

  /** The verdict. A submission already done keeps its first verdict (a retried job finishing late). */
  async finish(id: number, outcome: SubmissionOutcome): Promise<boolean> {
    const changed = await this.db
      .update(submissions)
      .set({ ...outcome, state: "done", progressTest: null, progressOf: null, finishedAt: new Date() })
      .where(and(eq(submissions.id, id), ne(submissions.state, "done")))
      .returning({ id: submissions.id });
    return changed.length > 0;
  }
}
