import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/connect.ts";
import { type AccountRole, accounts } from "../db/schema.ts";
import { notFoundBody } from "../error-handler.ts";
import { HttpError } from "../errors.ts";
import { requireAccount } from "./guard.ts";

/** What anyone but an admin gets from `admin/*`: exactly an unknown path's 404, so the API hides it too. */
export const hiddenFromNonAdmins = () =>
  new HttpError(404, "not_found", notFoundBody.message, notFoundBody.detail ?? "");

/**
 * The admin's account id. Visitors, learners and bad tokens all get the unknown-path 404; only an
 * expired token keeps its 401 `Token expired.`, so the client refreshes and asks again.
 */
export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<number> {
  let accountId: number;
  try {
    accountId = await requireAccount(ctx, request);
  } catch (error) {
    if (error instanceof HttpError && error.code === "token_expired") throw error;
    throw hiddenFromNonAdmins();
  }
  const [row] = await ctx.db.select({ role: accounts.role }).from(accounts).where(eq(accounts.id, accountId));
  if (row?.role !== "admin") throw hiddenFromNonAdmins();
  return accountId;
}

/** Whether this account is an operator (for routes an admin may read besides the owner). */
export async function isAdmin(db: Db, accountId: number): Promise<boolean> {
  if (!accountId) return false;
  const [row] = await db.select({ role: accounts.role }).from(accounts).where(eq(accounts.id, accountId));
  return row?.role === "admin";
}

/**
 * Gives the account with this phone a role; false when no account has the number yet (the person
 * has never signed in; ADMIN_PHONES covers that case).
 */
export async function setRoleByPhone(db: Db, phone: string, role: AccountRole): Promise<boolean> {
  const changed = await db
    .update(accounts)
    .set({ role })
    .where(eq(accounts.phone, phone))
    .returning({ id: accounts.id });
  return changed.length > 0;
}
