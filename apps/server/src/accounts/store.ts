import type { ProfileUpdate } from "@qisi/api/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { accounts } from "../db/schema.ts";

/** Postgres and PGlite both report a unique-key violation as SQLSTATE 23505 (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === "23505" || codeOf((error as { cause?: unknown } | null)?.cause) === "23505";
}

export type AccountRow = typeof accounts.$inferSelect;

/** Every query of the accounts domain: who someone is, their WeChat link and their profile. */
export class AccountStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async find(id: number): Promise<AccountRow | undefined> {
    const [row] = await this.db.select().from(accounts).where(eq(accounts.id, id));
    return row;
  }

  async idOfOpenId(openId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.wxOpenId, openId));
    return row?.id;
  }

  /**
   * Links an openid to an account that has none. `taken` when another account holds the openid (the
   * unique key decides a race), `other` when this account already has a different WeChat.
   */
  async linkWechat(accountId: number, openId: string): Promise<"linked" | "taken" | "other"> {
    const holder = await this.idOfOpenId(openId);
    if (holder === accountId) return "linked";
    if (holder !== undefined) return "taken";
    try {
      const changed = await this.db
        .update(accounts)
        .set({ wxOpenId: openId })
        .where(and(eq(accounts.id, accountId), isNull(accounts.wxOpenId)))
        .returning({ id: accounts.id });
      return changed.length > 0 ? "linked" : "other";
    } catch (error) {
      if (isUniqueViolation(error)) return "taken";
      throw error;
    }
  }

  /** The account of a phone number, registered on its first successful sign-in (SPEC §1). */
  async registerPhone(phone: string): Promise<number> {
    await this.db
      .insert(accounts)
      .values({ phone, nickname: `学员${phone.slice(-4)}` })
      .onConflictDoNothing();
    const [row] = await this.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, phone));
    return row!.id;
  }

  /** Makes the account an admin (an operator listed in ADMIN_PHONES has signed in). */
  async grantAdmin(id: number): Promise<void> {
    await this.db.update(accounts).set({ role: "admin" }).where(eq(accounts.id, id));
  }

  /** Applies the changes given (none just reads); undefined when the account no longer exists. */
  async updateProfile(id: number, update: ProfileUpdate): Promise<AccountRow | undefined> {
    if (Object.keys(update).length === 0) return this.find(id);
    const [row] = await this.db.update(accounts).set(update).where(eq(accounts.id, id)).returning();
    return row;
  }
}
