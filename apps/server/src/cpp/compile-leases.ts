import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * "One compile per account", across every server instance and worker on the database: a row of
 * `account_leases` while one of the account's programs compiles — the C++ studio's Run, or a C++
 * check or submission in a worker. A hold lasts at most `seconds`, so one whose process died frees
 * itself.
 */
export class CompileLeases {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Takes the account's compile hold if it is free (or expired): its id, or null when another holds it. */
  async take(accountId: number, seconds: number): Promise<string | null> {
    const holder = randomUUID();
    const [row] = rowsOf<{ holder: string }>(
      await this.db.execute(sql`
        INSERT INTO account_leases (account_id, purpose, holder, expires_at)
        VALUES (${accountId}, 'compile', ${holder}, now() + make_interval(secs => ${seconds}))
        ON CONFLICT (account_id, purpose) DO UPDATE
          SET holder = excluded.holder, expires_at = excluded.expires_at
          WHERE account_leases.expires_at < now()
        RETURNING holder`),
    );
    return row?.holder === holder ? holder : null;
  }

  async give(accountId: number, holder: string): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM account_leases WHERE account_id = ${accountId} AND purpose = 'compile' AND holder = ${holder}`,
    );
  }

  /**
   * Runs `work` holding the account's compile hold, waiting for it when the studio's Run holds it
   * (a worker's job must run, not be refused; the studio's compile takes seconds, and the hold of a
   * process that died runs out). The hold lasts `seconds` and is renewed every third of that while
   * `work` runs, so a long judging keeps it and a killed worker's frees itself soon.
   */
  async holding<T>(accountId: number, seconds: number, work: () => Promise<T>): Promise<T> {
    let holder = await this.take(accountId, seconds);
    while (!holder) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      holder = await this.take(accountId, seconds);
    }
    const renew = setInterval(
      () => {
        void this.db
          .execute(sql`
          UPDATE account_leases SET expires_at = now() + make_interval(secs => ${seconds})
          WHERE account_id = ${accountId} AND purpose = 'compile' AND holder = ${holder}`)
          .catch(() => {});
      },
      (seconds * 1000) / 3,
    );
    try {
      return await work();
    } finally {
      clearInterval(renew);
      await this.give(accountId, holder).catch(() => {});
    }
  }
}
