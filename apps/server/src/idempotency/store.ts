import { createHash } from "node:crypto";
import type { ErrorBody } from "@qisi/api/contract";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { idempotentReplies } from "../db/schema.ts";
import { badRequest, conflict, HttpError } from "../errors.ts";

/** How long a key's answer is kept: longer than any client retry (three attempts, seconds apart). */
const keepMs = 10 * 60 * 1000;
/** How long a retry waits for the first request with its key to finish before giving up. */
const waitForFirstMs = 5_000;
const pollMs = 100;

/** What the first request answered: a value, or the HttpError it was refused with. */
type Stored = { status: 200; reply: unknown } | { status: number; reply: ErrorBody };

const fingerprintOf = (parts: readonly string[]) =>
  createHash("sha256").update(parts.join("\0")).digest("base64url");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Requests that must not happen twice (an SMS costs money and spends a captcha): the first request
 * with a key does the work and keeps its answer; a retry with the same key gets that answer again.
 * The row is claimed before the work starts, so two copies racing on two server processes still do
 * the work once. Kept in the database so that every process sees it.
 */
export class IdempotencyStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Runs `work` once per (`scope`, `key`). `request` lists what the request asked for; a key reused
   * for a different request is refused. Without a key, `work` simply runs.
   */
  async once<T>(
    scope: string,
    key: string | undefined,
    request: readonly string[],
    work: () => Promise<T>,
  ): Promise<T> {
    // The route's header schema (IdempotencyHeaders) has checked the key's shape.
    if (key === undefined) return work();
    const fingerprint = fingerprintOf(request);
    await this.sweep();
    const [claimed] = await this.db
      .insert(idempotentReplies)
      .values({ scope, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotentReplies.key });
    if (!claimed) return this.replay<T>(scope, key, fingerprint);
    try {
      const value = await work();
      await this.keep(scope, key, { status: 200, reply: value });
      return value;
    } catch (error) {
      // A refusal is the answer (a retry must not spend another captcha to learn it again); anything
      // unexpected frees the key so that the retry can try for real.
      if (error instanceof HttpError)
        await this.keep(scope, key, { status: error.status, reply: error.toBody() });
      else await this.db.delete(idempotentReplies).where(this.row(scope, key));
      throw error;
    }
  }

  private async replay<T>(scope: string, key: string, fingerprint: string): Promise<T> {
    const deadline = Date.now() + waitForFirstMs;
    for (;;) {
      const [row] = await this.db.select().from(idempotentReplies).where(this.row(scope, key));
      if (!row) throw conflict("上一次请求没有完成，请重新操作一次。");
      if (row.fingerprint !== fingerprint) {
        throw badRequest("这个请求编号（Idempotency-Key）已经用在另一个请求上了，请换一个新的。");
      }
      if (row.status !== null) return answer<T>({ status: row.status, reply: row.reply } as Stored);
      if (Date.now() >= deadline) throw conflict("上一次请求还在处理中，请稍等几秒再看。");
      await sleep(pollMs);
    }
  }

  private async keep(scope: string, key: string, stored: Stored): Promise<void> {
    await this.db
      .update(idempotentReplies)
      .set({ status: stored.status, reply: stored.reply })
      .where(this.row(scope, key));
  }

  private row(scope: string, key: string) {
    return and(eq(idempotentReplies.scope, scope), eq(idempotentReplies.key, key));
  }

  private async sweep(): Promise<void> {
    await this.db
      .delete(idempotentReplies)
      .where(lt(idempotentReplies.createdAt, new Date(Date.now() - keepMs)));
  }
}

/** The stored answer again: the value, or the same refusal (status, code, message, retryAfter). */
function answer<T>(stored: Stored): T {
  if (stored.status === 200) return stored.reply as T;
  const body = stored.reply as ErrorBody;
  throw new HttpError(
    stored.status,
    body.code ?? "bad_request",
    body.message,
    body.detail ?? "请求没有成功，请稍后再试。",
    body.retryAfter,
  );
}
