import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
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
  /** The sign-in session: every token rotated from one sign-in shares it, and access tokens name it. */
  family: string;
  /** The account, read in the same query (the session answer needs it). */
  account: typeof accounts.$inferSelect;
  /** True when the token is fresh and unrotated, so its answer may be reused for a moment. */
  current: boolean;
  /** A new cookie value when the token was rotated. */
  rotated: string | null;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Tokens known to be dead: unknown, expired, logged out, or revoked as stolen. A dead token never
 * comes back to life on any instance (tokens are random and never reissued), so remembering one is
 * always right; it makes a client that replays a stale cookie cost a visitor's request, not a
 * database round trip (issue 25: replays cut signed-in throughput tenfold). Bounded: random cookies
 * from an attacker only push out older entries.
 */
class DeadTokens {
  private readonly hashes = new Set<string>();
  private readonly maxEntries: number;

  constructor(maxEntries: number) {
    this.maxEntries = maxEntries;
  }

  has(hash: string): boolean {
    return this.hashes.has(hash);
  }

  add(hash: string): void {
    if (this.hashes.size >= this.maxEntries) {
      // A Set iterates in insertion order: the oldest goes first.
      this.hashes.delete(this.hashes.values().next().value!);
    }
    this.hashes.add(hash);
  }
}

export class RefreshTokens {
  private readonly db: Db;
  private readonly ttlSeconds: number;

  /** The hot path of `GET accounts/session`: one prepared query for the token and its account. */
  private readonly lookup;

  /** The hot path of every signed-in request: is this sign-in session still there? */
  private readonly liveSession;

  constructor(db: Db, ttlSeconds: number) {
    this.db = db;
    this.ttlSeconds = ttlSeconds;
    this.lookup = db
      .select({ token: refreshTokens, account: accounts })
      .from(refreshTokens)
      .innerJoin(accounts, eq(accounts.id, refreshTokens.accountId))
      .where(eq(refreshTokens.tokenHash, sql.placeholder("hash")))
      .prepare("refresh_token_lookup");
    this.liveSession = db
      .select({ accountId: refreshTokens.accountId })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.family, sql.placeholder("family")),
          eq(refreshTokens.accountId, sql.placeholder("accountId")),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .prepare("refresh_session_live");
  }

  /** A new sign-in session (or, with `family`, the next token of one): the cookie value and its session. */
  async create(
    accountId: number,
    family = randomBytes(12).toString("base64url"),
  ): Promise<{ token: string; family: string }> {
    const token = randomBytes(32).toString("base64url");
    await this.db.insert(refreshTokens).values({
      tokenHash: hashOf(token),
      accountId,
      family,
      expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
    });
    return { token, family };
  }

  /**
   * Whether the sign-in session still stands: not logged out, not revoked as stolen, not expired, and
   * its account not deleted (the rows go with it). In the database, so every instance agrees at once.
   */
  async isLive(family: string, accountId: number): Promise<boolean> {
    const rows = await this.liveSession.execute({ family, accountId });
    return rows.length > 0;
  }

  private readonly inFlight = new Map<string, Promise<RefreshResult | null>>();

  private readonly dead = new DeadTokens(50_000);

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
    const hash = hashOf(token);
    if (this.dead.has(hash)) return null;
    const [found] = await this.lookup.execute({ hash });
    const now = Date.now();
    if (!found || found.token.expiresAt.getTime() <= now) {
      this.dead.add(hash);
      return null;
    }
    const { token: row, account } = found;
    const kept = { accountId: row.accountId, family: row.family, account, rotated: null, current: false };
    if (row.revokedAt) {
      if (now - row.revokedAt.getTime() <= graceMs) return kept;
      await this.revokeFamily(row.family);
      this.dead.add(hash);
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
    return { ...kept, rotated: (await this.create(row.accountId, row.family)).token };
  }

  /** Logout: the token and everything rotated from it stop working. */
  async revoke(token: string): Promise<void> {
    const [row] = await this.db
      .select({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(token)));
    if (row) await this.revokeFamily(row.family);
  }

  /** Ends a sign-in session: its refresh tokens and the access tokens that name it stop working. */
  async revokeFamily(family: string): Promise<void> {
    await this.db.delete(refreshTokens).where(eq(refreshTokens.family, family));
  }
}
