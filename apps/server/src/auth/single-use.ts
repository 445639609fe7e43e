import { lt } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { captchaUses } from "../db/schema.ts";

/**
 * Records `key` as spent; false when it already was, so a replay fails even on another instance.
 * Keys older than `lifetimeMs` are swept: whatever they stood for has expired by then.
 */
export async function spendOnce(db: Db, key: string, lifetimeMs: number): Promise<boolean> {
  const spent = await db
    .insert(captchaUses)
    .values({ signature: key })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature });
  await db.delete(captchaUses).where(lt(captchaUses.usedAt, new Date(Date.now() - lifetimeMs)));
  return spent.length > 0;
}
