import type { CaptchaChallenge, CaptchaSolution } from "@qisi/api/contract";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import type { Db } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { spendOnce } from "./single-use.ts";

/** Challenges live this long; used signatures are kept as long, then swept. */
const challengeLifetimeMs = 10 * 60 * 1000;

export const captchaFailed = () =>
  new HttpError(400, "captcha_failed", "Captcha failed.", "人机验证没有通过，请等待 1 分钟后再试。", 60);

/** Self-hosted proof-of-work captcha (ALTCHA): no third-party service sees our visitors. */
export class Captcha {
  private readonly hmacKey: string;

  private readonly maxNumber: number;
  private readonly db: Db;

  constructor(secret: string, maxNumber: number, db: Db) {
    this.maxNumber = maxNumber;
    this.db = db;
    this.hmacKey = `captcha:${secret}`;
  }

  async issue(): Promise<CaptchaChallenge> {
    const challenge = await createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: this.maxNumber,
      expires: new Date(Date.now() + challengeLifetimeMs),
    });
    return challenge as CaptchaChallenge;
  }

  /** Checks base64(JSON solution) and spends it, so a replayed solution fails. */
  async spend(bearer: string | null): Promise<void> {
    const solution = decodeSolution(bearer);
    if (!solution) throw captchaFailed();
    const valid = await verifySolution(solution, this.hmacKey, true).catch(() => false);
    if (!valid) throw captchaFailed();
    if (!(await spendOnce(this.db, solution.signature, challengeLifetimeMs))) throw captchaFailed();
  }
}

function decodeSolution(bearer: string | null): CaptchaSolution | null {
  if (!bearer) return null;
  try {
    const value = JSON.parse(Buffer.from(bearer, "base64").toString("utf8"));
    if (
      value &&
      typeof value.challenge === "string" &&
      typeof value.salt === "string" &&
      typeof value.signature === "string" &&
      typeof value.number === "number" &&
      value.algorithm === "SHA-256"
    ) {
      return value as CaptchaSolution;
    }
  } catch {}
  return null;
}
