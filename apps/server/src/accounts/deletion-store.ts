import { and, count, eq, inArray, isNotNull, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import {
  accounts,
  assets,
  assetUploads,
  lessonProgress,
  orders,
  payments,
  projects,
  scratchLibrary,
  userApps,
} from "../db/schema.ts";

/** What deleting an account removes, and the paid orders it keeps (shown before the person confirms). */
export interface DeletionSummary {
  projects: number;
  courses: number;
  lessonsDone: number;
  uploads: number;
  paidOrders: number;
}

/**
 * Paid orders outlive the account, for the accounts books (China's accounting rules keep vouchers for
 * years): they move to this placeholder account, which holds no phone number anyone can sign in with.
 */
const closedAccountsPhone = "closed-accounts";

/** Deleting an account and everything of it, in one transaction (issue 16 finding 18). */
export class AccountDeletionStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async summary(accountId: number): Promise<DeletionSummary> {
    const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
    const n = count();
    return {
      projects: await countOf(this.db.select({ n }).from(projects).where(eq(projects.ownerId, accountId))),
      courses: await countOf(this.db.select({ n }).from(userApps).where(eq(userApps.accountId, accountId))),
      lessonsDone: await countOf(
        this.db
          .select({ n })
          .from(lessonProgress)
          .where(and(eq(lessonProgress.accountId, accountId), isNotNull(lessonProgress.doneAt))),
      ),
      uploads: await countOf(
        this.db.select({ n }).from(assetUploads).where(eq(assetUploads.accountId, accountId)),
      ),
      paidOrders: await countOf(
        this.db
          .select({ n })
          .from(orders)
          .where(and(eq(orders.accountId, accountId), eq(orders.status, "paid"))),
      ),
    };
  }

  /**
   * Projects, courses, progress, sign-in sessions and unpaid orders go with the account (ON DELETE
   * CASCADE); paid orders and their payments move to the closed-accounts placeholder; uploaded assets
   * are deleted where no other account uploaded the same file and no remaining project or library
   * item uses it (assets are shared by content).
   */
  async deleteAccount(accountId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const uploaded = (
        await tx
          .select({ md5ext: assetUploads.md5ext })
          .from(assetUploads)
          .where(eq(assetUploads.accountId, accountId))
      ).map((row) => row.md5ext);

      const paid = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), eq(orders.status, "paid")));
      if (paid.length > 0) {
        const keeper = await closedAccountsId(tx as unknown as Db);
        const paidIds = paid.map((row) => row.id);
        await tx.update(orders).set({ accountId: keeper }).where(inArray(orders.id, paidIds));
        await tx
          .update(payments)
          .set({ accountId: keeper })
          .where(
            and(
              eq(payments.accountId, accountId),
              or(eq(payments.status, "paid"), inArray(payments.orderId, paidIds)),
            ),
          );
      }

      await tx.delete(accounts).where(eq(accounts.id, accountId));

      if (uploaded.length > 0) {
        await tx
          .delete(assets)
          .where(
            and(
              inArray(assets.md5ext, uploaded),
              notExists(tx.select().from(assetUploads).where(eq(assetUploads.md5ext, assets.md5ext))),
              notExists(
                tx
                  .select({ id: projects.id })
                  .from(projects)
                  .where(sql`position(${assets.md5ext} in ${projects.body}) > 0`),
              ),
              notExists(
                tx
                  .select({ id: scratchLibrary.id })
                  .from(scratchLibrary)
                  .where(sql`position(${assets.md5ext} in ${scratchLibrary.item}::text) > 0`),
              ),
            ),
          );
      }
    });
  }
}

async function closedAccountsId(db: Db): Promise<number> {
  await db
    .insert(accounts)
    .values({ phone: closedAccountsPhone, name: "已注销的账号", nickname: "已注销的账号" })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.phone, closedAccountsPhone));
  return row!.id;
}
