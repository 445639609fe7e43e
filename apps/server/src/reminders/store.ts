import { and, eq, isNull, sql } from "drizzle-orm";
import { contentLock } from "../content/import.ts";
import type { Db } from "../db/connect.ts";
import { apps, courseReminders, salesPackages } from "../db/schema.ts";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A due reminder a server has claimed to text: whose, which course, and where to. */
export interface ClaimedReminder {
  accountId: number;
  appUid: string;
  phone: string | null;
  courseTitle: string;
}

/** What setting a reminder did: set, or refused because the course is unknown or already open. */
export type SetReminder = "set" | "missing" | "open";

/** Every query of 开课时提醒我 (issue 39): the caller's reminders and the texts they turn into. */
export class ReminderStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async courseExists(appUid: string): Promise<boolean> {
    const [row] = await this.db.select({ uid: apps.uid }).from(apps).where(eq(apps.uid, appUid));
    return row !== undefined;
  }

  /** Whether the account waits for a text about the course (asked, and not sent yet). */
  async reminded(accountId: number, appUid: string): Promise<boolean> {
    const [row] = await this.db
      .select({ sentAt: courseReminders.sentAt })
      .from(courseReminders)
      .where(and(eq(courseReminders.accountId, accountId), eq(courseReminders.appUid, appUid)));
    return row !== undefined && row.sentAt === null;
  }

  /**
   * Asks for a text when the course opens; asking again re-arms one already sent (the course closed
   * again since). Under the content import's lock, taken shared: an import running now finishes
   * first, so the course's state read here is the one the reminder will be judged by.
   */
  async set(accountId: number, appUid: string): Promise<SetReminder> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${contentLock})`);
      const [course] = await tx.select({ uid: apps.uid }).from(apps).where(eq(apps.uid, appUid));
      if (!course) return "missing";
      const [open] = await tx
        .select({ uid: salesPackages.uid })
        .from(salesPackages)
        .where(and(eq(salesPackages.appUid, appUid), eq(salesPackages.onSale, true)))
        .limit(1);
      if (open) return "open";
      const fresh = { dueAt: null, claimedAt: null, sentAt: null };
      await tx
        .insert(courseReminders)
        .values({ accountId, appUid, ...fresh })
        .onConflictDoUpdate({
          target: [courseReminders.accountId, courseReminders.appUid],
          set: fresh,
          // A reminder still waiting keeps its place (and its creation time).
          setWhere: sql`${courseReminders.sentAt} IS NOT NULL`,
        });
      return "set";
    });
  }

  /** Takes the reminder back; nothing happens when there is none. */
  async cancel(accountId: number, appUid: string): Promise<void> {
    await this.db
      .delete(courseReminders)
      .where(and(eq(courseReminders.accountId, accountId), eq(courseReminders.appUid, appUid)));
  }

  /**
   * Claims up to `limit` due reminders of courses open now, with the phone to text and the course's
   * title. One statement: a row another server is claiming is skipped, one it claimed is not due
   * any more, so no reminder is ever handed to two senders.
   */
  async claimDue(limit: number): Promise<ClaimedReminder[]> {
    return rowsOf<ClaimedReminder>(
      await this.db.execute(sql`
        WITH next AS (
          SELECT r.account_id, r.app_uid FROM course_reminders r
          WHERE r.due_at IS NOT NULL AND r.sent_at IS NULL AND r.claimed_at IS NULL
            AND EXISTS (SELECT 1 FROM sales_packages p WHERE p.app_uid = r.app_uid AND p.on_sale)
          ORDER BY r.due_at, r.created_at
          LIMIT ${limit}
          FOR UPDATE OF r SKIP LOCKED
        ), claimed AS (
          UPDATE course_reminders c SET claimed_at = now()
          FROM next WHERE c.account_id = next.account_id AND c.app_uid = next.app_uid
          RETURNING c.account_id, c.app_uid
        )
        SELECT claimed.account_id AS "accountId", claimed.app_uid AS "appUid",
               a.phone, apps.title AS "courseTitle"
        FROM claimed
        JOIN accounts a ON a.id = claimed.account_id
        JOIN apps ON apps.uid = claimed.app_uid`),
    );
  }

  /** The text went out. */
  async markSent(reminder: Pick<ClaimedReminder, "accountId" | "appUid">): Promise<void> {
    await this.db.update(courseReminders).set({ sentAt: new Date() }).where(this.key(reminder));
  }

  /** The text did not go out (the provider refused): due again for the next try. */
  async release(reminder: Pick<ClaimedReminder, "accountId" | "appUid">): Promise<void> {
    await this.db
      .update(courseReminders)
      .set({ claimedAt: null })
      .where(and(this.key(reminder), isNull(courseReminders.sentAt)));
  }

  private key({ accountId, appUid }: Pick<ClaimedReminder, "accountId" | "appUid">) {
    return and(eq(courseReminders.accountId, accountId), eq(courseReminders.appUid, appUid));
  }
}
