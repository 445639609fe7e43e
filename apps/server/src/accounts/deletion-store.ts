import { and, count, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { accounts, lessonProgress, orders, payments, projects, userApps } from "../db/schema.ts";

/** What deleting an account removes, and the paid orders it keeps (shown before the person confirms). */
export interface DeletionSummary {
  projects: number;
  courses: number;
  lessonsDone: number;
  paidOrders: number;
}

/**
 * Paid orders outlive the account, for the accounts books (China's accounting rules keep vouchers for
 * years): they move to this placeholder account, which holds no phone number anyone can sign in with.
 */
const closedAccountsPhone = "closed-accounts";

/** Another domain's store deleting what it keeps for an account (e.g. `AssetStore.deleteForAccount`). */
export type AccountDataRemover = (accountId: number) => Promise<unknown>;

/** Deleting an account and everything of it, in one transaction (issue 16 finding 18). */
export class AccountDeletionStore {
  private readonly db: Db;
  private readonly alsoDelete: AccountDataRemover[];

  constructor(db: Db, alsoDelete: AccountDataRemover[] = []) {
    this.db = db;
    this.alsoDelete = alsoDelete;
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
   * CASCADE); paid orders and their payments move to the closed-accounts placeholder.
   * What other domains keep per account (uploaded assets, live snapshots) is deleted first by their
   * own stores, through `alsoDelete`: by then an asset's uploader may no longer be recorded.
   */
  async deleteAccount(accountId: number): Promise<void> {
    for (const remove of this.alsoDelete) await remove(accountId);
    await this.db.transaction(async (tx) => {
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
