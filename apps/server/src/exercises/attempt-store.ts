import type { AttemptBody, ExerciseCheckResult } from "@qisi/api/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { exerciseAttempts } from "../db/schema.ts";

export type AttemptRow = typeof exerciseAttempts.$inferSelect;

/**
 * Presses of 检查 waiting for, or checked by, the server (`exercise_attempts`). A row moves
 * queued → checking → done (its result recorded) or failed (the server could not check it); done
 * and failed are final, so a check run twice (its worker died) is recorded once.
 */
export class AttemptStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Stores a new attempt in the caller's transaction (its job is queued in the same one). */
  async create(tx: Db, accountId: number, exerciseId: string, body: AttemptBody): Promise<number> {
    const { seconds, ...rest } = body;
    const [row] = await tx
      .insert(exerciseAttempts)
      .values({ accountId, exerciseId, kind: body.kind, body: rest, seconds: seconds ?? 0 })
      .returning({ id: exerciseAttempts.id });
    return row!.id;
  }

  async find(id: number): Promise<AttemptRow | undefined> {
    const [row] = await this.db.select().from(exerciseAttempts).where(eq(exerciseAttempts.id, id));
    return row;
  }

  async ownerOf(id: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ accountId: exerciseAttempts.accountId })
      .from(exerciseAttempts)
      .where(eq(exerciseAttempts.id, id));
    return row?.accountId;
  }

  /** A worker starts checking it (again, after a dead worker): undefined when it is already final. */
  async start(id: number): Promise<AttemptRow | undefined> {
    const [row] = await this.db
      .update(exerciseAttempts)
      .set({
        state: "checking",
        runs: sql`${exerciseAttempts.runs} + 1`,
        startedAt: sql`coalesce(${exerciseAttempts.startedAt}, now())`,
      })
      .where(and(eq(exerciseAttempts.id, id), inArray(exerciseAttempts.state, ["queued", "checking"])))
      .returning();
    return row;
  }

  /** The server's result, once: false when the attempt was already final. */
  async finish(tx: Db, id: number, result: ExerciseCheckResult): Promise<boolean> {
    const changed = await tx
      .update(exerciseAttempts)
      .set({ state: "done", result: wellFormed(result), finishedAt: new Date() })
      .where(and(eq(exerciseAttempts.id, id), inArray(exerciseAttempts.state, ["queued", "checking"])))
      .returning({ id: exerciseAttempts.id });
    return changed.length > 0;
  }

  /** The server could not check it; `failure` tells the child, in Chinese, what to do. */
  async fail(tx: Db, id: number, failure: string): Promise<boolean> {
    const changed = await tx
      .update(exerciseAttempts)
      .set({ state: "failed", failure, finishedAt: new Date() })
      .where(and(eq(exerciseAttempts.id, id), inArray(exerciseAttempts.state, ["queued", "checking"])))
      .returning({ id: exerciseAttempts.id });
    return changed.length > 0;
  }
}

/** The body as the checker takes it: the stored fields with the kind, `seconds` aside. */
export const attemptBodyOf = (row: AttemptRow): AttemptBody =>
  ({ ...row.body, kind: row.kind, seconds: row.seconds }) as AttemptBody;

/**
 * The result with every lone surrogate replaced by U+FFFD: a learner's `print('\ud800')` reaches
 * the result as text it printed, and Postgres refuses such a string in JSON (issue 38: it must be
 * the child's failure, never a check that keeps breaking).
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function wellFormed(result: ExerciseCheckResult): ExerciseCheckResult {
  return JSON.parse(
    JSON.stringify(result, (_key, value: unknown) =>
      typeof value === "string" ? value.replace(loneSurrogate, "\uFFFD") : value,
    ),
  ) as ExerciseCheckResult;
}
