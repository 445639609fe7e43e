import type { Checker, Subtask, TestCase } from "@qisi/judge";
import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { problems, problemTests, submissions } from "../db/schema.ts";

export type ProblemRow = typeof problems.$inferSelect;

/** A problem as the importer hands it over: the public part, the judge's part and the package bytes. */
export interface ProblemRecord {
  id: string;
  title: string;
  level: number;
  tags: string[];
  statement: string;
  timeLimitMs: number;
  memoryLimitMb: number;
  samples: { input: string; output: string }[];
  checker: Checker;
  subtasks: Subtask[] | null;
  tests: TestCase[];
  /** The Hydro-layout zip (export hands it back unchanged). */
  package: Buffer;
  contentHash: string;
  source: "content" | "import";
}

/** What the judge needs of a problem: limits, checker, subtasks and the hidden tests. */
export interface JudgeableProblem {
  timeLimitMs: number;
  memoryLimitMb: number;
  checker: Checker;
  subtasks: Subtask[] | null;
  tests: TestCase[];
}

// The public columns: the package and the judge's checker stay out of what routes read.
const {
  package: _package,
  checker: _checker,
  subtasks: _subtasks,
  ...publicColumns
} = getTableColumns(problems);

/** Every query of problems and their hidden tests. */
export class ProblemStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The list, by level then id, without statements or packages. */
  async list() {
    return this.db
      .select({ id: problems.id, title: problems.title, level: problems.level, tags: problems.tags })
      .from(problems)
      .orderBy(asc(problems.level), asc(problems.id));
  }

  async find(id: string) {
    const [row] = await this.db.select(publicColumns).from(problems).where(eq(problems.id, id));
    return row;
  }

  async exists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: problems.id }).from(problems).where(eq(problems.id, id));
    return row !== undefined;
  }

  /** solved (an AC) or attempted, per problem the account has submitted to. */
  async marks(accountId: number, ids?: string[]): Promise<Map<string, "solved" | "attempted">> {
    if (!accountId) return new Map();
    const rows = await this.db
      .select({
        problemId: submissions.problemId,
        solved: sql<boolean>`bool_or(${submissions.verdict} = 'AC')`,
      })
      .from(submissions)
      .where(and(eq(submissions.accountId, accountId), ids ? inArray(submissions.problemId, ids) : undefined))
      .groupBy(submissions.problemId);
    return new Map(rows.map((row) => [row.problemId, row.solved ? "solved" : "attempted"]));
  }

  /** For the judge only: never handed to a route. */
  async judgeable(id: string): Promise<JudgeableProblem | undefined> {
    const [row] = await this.db
      .select({
        timeLimitMs: problems.timeLimitMs,
        memoryLimitMb: problems.memoryLimitMb,
        checker: problems.checker,
        subtasks: problems.subtasks,
      })
      .from(problems)
      .where(eq(problems.id, id));
    if (!row) return undefined;
    const tests = await this.db
      .select({ input: problemTests.input, output: problemTests.output })
      .from(problemTests)
      .where(eq(problemTests.problemId, id))
      .orderBy(asc(problemTests.index));
    return {
      timeLimitMs: row.timeLimitMs,
      memoryLimitMb: row.memoryLimitMb,
      checker: row.checker as unknown as Checker,
      subtasks: row.subtasks as unknown as Subtask[] | null,
      tests,
    };
  }

  async packageOf(id: string): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ package: problems.package })
      .from(problems)
      .where(eq(problems.id, id));
    return row?.package;
  }

  /** id → content hash of the problems that came from `source` (start-up skips the unchanged). */
  async hashes(source: "content" | "import"): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ id: problems.id, hash: problems.contentHash })
      .from(problems)
      .where(eq(problems.source, source));
    return new Map(rows.map((row) => [row.id, row.hash]));
  }

  /**
   * Writes these problems in one transaction (all or none): a problem that exists is updated in
   * place, so its submissions stay; its tests are replaced.
   */
  async save(records: ProblemRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.db.transaction(async (tx) => {
      // Two servers starting together both import; one waits for the other instead of colliding on tests.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('qisi.problems'))`);
      for (const record of records) {
        const { tests, ...columns } = record;
        const values = {
          ...columns,
          checker: columns.checker as unknown as Record<string, unknown>,
          subtasks: columns.subtasks as unknown as Record<string, unknown>[] | null,
          testCount: tests.length,
          updatedAt: new Date(),
        };
        await tx.insert(problems).values(values).onConflictDoUpdate({ target: problems.id, set: values });
        await tx.delete(problemTests).where(eq(problemTests.problemId, record.id));
        // A few rows per statement: test data can be megabytes, and one statement carries all its values.
        for (let start = 0; start < tests.length; start += 20) {
          await tx.insert(problemTests).values(
            tests.slice(start, start + 20).map((test, offset) => ({
              problemId: record.id,
              index: start + offset + 1,
              input: test.input,
              output: test.output,
            })),
          );
        }
      }
    });
  }
}
