import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { refreshTokens } from "../db/schema.ts";

/**
 * A refresh token is rotated when it is used after `rotateAfterMs`; the one it replaced is still
 * honoured for `graceMs`, because several tabs (or a burst of 401s) may refresh with it at once.
 * A replaced token used after that is a stolen copy: its whole family is revoked.
 */
const rotateAfterMs = 60_000;
const graceMs = 30_000;

export interface RefreshResult {
  accountId: number;
  /** A new cookie value when the token was rotated. */
  rotated: string | null;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export class RefreshTokens {
  private readonly db: Db;
  private readonly ttlSeconds: number;

  constructor(db: Db, ttlSeconds: number) {
    this.db = db;
    this.ttlSeconds = ttlSeconds;
  }

  async create(accountId: number, family = randomBytes(12).toString("base64url")): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.db.insert(refreshTokens).values({
      tokenHash: hashOf(token),
      accountId,
      family,
      expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
    });
    return token;
  }

  async use(token: string): Promise<RefreshResult | null> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(token)));
    const now = Date.now();
    if (!row || row.expiresAt.getTime() <= now) return null;
    if (row.revokedAt) {
      if (now - row.revokedAt.getTime() <= graceMs) return { accountId: row.accountId, rotated: null };
      await this.revokeFamily(row.family);
      return null;
    }
    if (now - row.createdAt.getTime() < rotateAfterMs) return { accountId: row.accountId, rotated: null };
    const [claimed] = await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(refreshTokens.tokenHash, row.tokenHash), isNull(refreshTokens.revokedAt)))
      .returning({ family: refreshTokens.family });
    // Another request rotated it a moment ago; it is inside the grace period.
    if (!claimed) return { accountId: row.accountId, rotated: null };
    await this.db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date(now)));
    return { accountId: row.accountId, rotated: await this.create(row.accountId, row.family) };
  }

  /** Logout: the token and everything rotated from it stop working. */
  async revoke(token: string): Promise<void> {
    const [row] = await this.db
      .select({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(token)));
    if (row) await this.revokeFamily(row.family);
  }

  private async revokeFamily(family: string): Promise<void> {
    await this.db.delete(refreshTokens).where(eq(refreshTokens.family, family));
  }
}
