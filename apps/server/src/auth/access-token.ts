import { errors, jwtVerify, SignJWT } from "jose";
import { tokenExpired, unauthorized } from "../errors.ts";

export interface AccessClaims {
  accountId: number;
  /** The sign-in session (refresh-token family) the token was issued for; null in tokens from before it was carried. */
  sessionId: string | null;
  iat: number;
  exp: number;
}

/**
 * Short-lived HS256 access tokens; the refresh cookie is what keeps a person signed in. Each token names
 * its sign-in session (`sid`), so that logging out or deleting the account ends it at once (guard.ts).
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  private readonly ttlSeconds: number;

  constructor(secret: string, ttlSeconds: number) {
    this.ttlSeconds = ttlSeconds;
    this.key = new TextEncoder().encode(`access:${secret}`);
  }

  async issue(accountId: number, sessionId: string): Promise<{ token: string; iat: number; exp: number }> {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + this.ttlSeconds;
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(accountId))
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, iat, exp };
  }

  /** Throws the contract's 401s: `token_expired` (the client refreshes) or `unauthorized`. */
  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      const accountId = Number(payload.sub);
      if (!Number.isInteger(accountId) || accountId <= 0) throw unauthorized("登录信息无效，请重新登录。");
      const sessionId = typeof payload.sid === "string" && payload.sid ? payload.sid : null;
      return { accountId, sessionId, iat: payload.iat ?? 0, exp: payload.exp ?? 0 };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw tokenExpired();
      if (error instanceof errors.JOSEError) throw unauthorized("登录信息无效，请重新登录。");
      throw error;
    }
  }
}
