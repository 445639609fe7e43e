import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { LoginChallenge, SmsChallenge } from "@qisi/api/contract";
import { and, count, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { SmsSender } from "../adapters/sms/sms-sender.ts";
import type { Db } from "../db/connect.ts";
import { smsCodes } from "../db/schema.ts";
import { HttpError } from "../errors.ts";
import type { Networks } from "../http/networks.ts";
import { dayBounds } from "../time/zoned-day.ts";

const codeLifetimeSeconds = 5 * 60;
const resendAfterSeconds = 60;
const maxAttempts = 5;

export interface SmsLimits {
  dailyPerPhone: number;
  dailyPerIp: number;
  /** Whose midnight starts a new day for the daily caps. */
  timeZone: string;
  /** School networks share one address among a whole class: no per-IP cap there. */
  schoolNetworks: Networks;
}

const smsFailed = (retryAfter: number, detail = "验证码没有发送成功，请 1 分钟后重新发送。") =>
  new HttpError(429, "sms_failed", "SMS failed.", detail, retryAfter);
const codeWrong = (detail = "验证码不正确，请检查后重新输入。") =>
  new HttpError(400, "code_wrong", "Code wrong.", detail);

/**
 * 6-digit sign-in codes: stored only as an HMAC, valid 5 minutes, 5 tries, one per minute per phone,
 * and a daily cap per phone and per IP so nobody can use us to flood a number or run up our SMS bill.
 */
export class SmsCodes {
  private readonly key: string;

  private readonly db: Db;
  private readonly sender: SmsSender;
  private readonly limits: SmsLimits;

  constructor(secret: string, db: Db, sender: SmsSender, limits: SmsLimits) {
    this.db = db;
    this.sender = sender;
    this.limits = limits;
    this.key = `sms:${secret}`;
  }

  async send(phone: string, ip: string): Promise<SmsChallenge> {
    const now = new Date();
    const [latest] = await this.db
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (latest) {
      const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
      if (waited < resendAfterSeconds) {
        const wait = Math.ceil(resendAfterSeconds - waited);
        throw smsFailed(wait, `验证码已经发送，请 ${wait} 秒后再重新发送。`);
      }
    }
    const today = dayBounds(now, this.limits.timeZone);
    const [byPhone] = await this.db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, today.start)));
    const [byIp] = this.limits.schoolNetworks.has(ip)
      ? [{ n: 0 }]
      : await this.db
          .select({ n: count() })
          .from(smsCodes)
          .where(and(eq(smsCodes.ip, ip), gte(smsCodes.createdAt, today.start)));
    if ((byPhone?.n ?? 0) >= this.limits.dailyPerPhone || (byIp?.n ?? 0) >= this.limits.dailyPerIp) {
      const secondsUntilTomorrow = Math.ceil((today.end.getTime() - now.getTime()) / 1000);
      throw smsFailed(secondsUntilTomorrow, "今天获取验证码的次数太多了，请明天再试。");
    }

    const id = randomBytes(12).toString("base64url");
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const expires = Math.floor(now.getTime() / 1000) + codeLifetimeSeconds;
    await this.db.insert(smsCodes).values({
      id,
      phone,
      ip,
      codeHash: this.hash(id, code),
      createdAt: now,
      expiresAt: new Date(expires * 1000),
    });
    try {
      await this.sender.sendCode(phone, code);
    } catch {
      // The row stays, so the one-minute wait of SPEC §8 applies to the retry as well.
      throw smsFailed(resendAfterSeconds);
    }
    return { id, phone, expires, resendAfter: resendAfterSeconds, signature: this.sign(id, phone, expires) };
  }

  /** Checks the challenge object plus `answer`; returns the verified phone. */
  async verify(challenge: Partial<LoginChallenge> | null, phone: string): Promise<string> {
    if (
      !challenge ||
      typeof challenge.id !== "string" ||
      typeof challenge.phone !== "string" ||
      typeof challenge.expires !== "number" ||
      typeof challenge.signature !== "string"
    ) {
      throw codeWrong("请先获取验证码。");
    }
    if (typeof challenge.answer !== "string" || !/^\d{6}$/.test(challenge.answer)) {
      throw new HttpError(400, "code_format", "Code format.", "验证码是 6 位数字，请检查后重新输入。");
    }
    const expected = this.sign(challenge.id, challenge.phone, challenge.expires);
    if (!safeEqual(expected, challenge.signature) || challenge.phone !== phone) {
      throw codeWrong("验证码和手机号不匹配，请重新获取验证码。");
    }
    // Counting the try before comparing means parallel guesses cannot exceed the limit.
    const [row] = await this.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, challenge.id), isNull(smsCodes.usedAt)))
      .returning();
    if (!row) throw codeWrong("验证码已经用过了，请重新获取。");
    if (row.expiresAt.getTime() < Date.now()) {
      throw new HttpError(400, "code_expired", "Code expired.", "验证码已过期，请重新获取。");
    }
    if (row.attempts > maxAttempts) throw codeWrong("输错的次数太多了，请重新获取验证码。");
    if (!safeEqual(row.codeHash, this.hash(row.id, challenge.answer))) throw codeWrong();
    const [used] = await this.db
      .update(smsCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    if (!used) throw codeWrong("验证码已经用过了，请重新获取。");
    return row.phone;
  }

  private hash(id: string, code: string): string {
    return createHmac("sha256", this.key).update(`${id}:${code}`).digest("base64url");
  }

  private sign(id: string, phone: string, expires: number): string {
    return createHmac("sha256", this.key).update(`challenge:${id}:${phone}:${expires}`).digest("base64url");
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
