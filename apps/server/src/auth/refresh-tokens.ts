import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { accounts, refreshTokens } from "../db/schema.ts";

/**
 * A refresh token is rotated when it is used after `rotateAfterMs`; the one it replaced is still
 * honoured for `graceMs`, because several tabs (or a burst of 401s) may refresh with it at once.
 * A replaced token used after that is a stolen copy: its whole family is revoked.
 */
const rotateAfterMs = 60_000;
const graceMs = 30_000;

export interface RefreshResult {
  accountId: number;
  /** The account, read in the same query (the session answer needs it). */
  account: typeof accounts.$inferSelect;
  /** True when the token is fresh and unrotated, so its answer may be reused for a moment. */
  current: boolean;
  /** A new cookie value when the token was rotated. */
  rotated: string | null;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export class RefreshTokens {
  private readonly db: Db;
  private readonly ttlSeconds: number;

  /** The hot path of `GET accounts/session`: one prepared query for the token and its account. */
  private readonly lookup;

  constructor(db: Db, ttlSeconds: number) {
    this.db = db;
    this.ttlSeconds = ttlSeconds;
    this.lookup = db
      .select({ token: refreshTokens, account: accounts })
      .from(refreshTokens)
      .innerJoin(accounts, eq(accounts.id, refreshTokens.accountId))
      .where(eq(refreshTokens.tokenHash, sql.placeholder("hash")))
      .prepare("refresh_token_lookup");
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

  private readonly inFlight = new Map<string, Promise<RefreshResult | null>>();

  /**
   * Checks (and maybe rotates) a refresh token. Concurrent calls with the same token share one
   * database round trip and one answer, as if they had arrived one after another within the grace period.
   */
  use(token: string): Promise<RefreshResult | null> {
    let pending = this.inFlight.get(token);
    if (!pending) {
      pending = this.useOnce(token).finally(() => this.inFlight.delete(token));
      this.inFlight.set(token, pending);
    }
    return pending;
  }

  private async useOnce(token: string): Promise<RefreshResult | null> {
    const [found] = await this.lookup.execute({ hash: hashOf(token) });
    const now = Date.now();
    if (!found || found.token.expiresAt.getTime() <= now) return null;
    const { token: row, account } = found;
    const kept = { accountId: row.accountId, account, rotated: null, current: false };
    if (row.revokedAt) {
      if (now - row.revokedAt.getTime() <= graceMs) return kept;
      await this.revokeFamily(row.family);
      return null;
    }
    if (now - row.createdAt.getTime() < rotateAfterMs) return { ...kept, current: true };
    const [claimed] = await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(refreshTokens.tokenHash, row.tokenHash), isNull(refreshTokens.revokedAt)))
      .returning({ family: refreshTokens.family });
    // Another request rotated it a moment ago; it is inside the grace period.
    if (!claimed) return kept;
    await this.db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date(now)));
    return { ...kept, rotated: await this.create(row.accountId, row.family) };
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
