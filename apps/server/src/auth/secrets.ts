import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The key that signs access tokens, SMS challenges and captchas. Taken from JWT_SECRET, else generated
 * once and kept in the data dir so restarts do not sign everyone out. Several instances must share
 * JWT_SECRET (README: scale-out).
 */
export function loadSigningSecret(jwtSecret: string | null, dataDir: string | null): string {
  if (jwtSecret) return jwtSecret;
  if (!dataDir) return randomBytes(32).toString("base64url");
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
