import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A view id: 128 random bits, base64url (22 characters). */
export const newLiveId = () => randomBytes(16).toString("base64url");

/** A write secret: 256 random bits, base64url. Only its hash is stored. */
export const newWriteSecret = () => randomBytes(32).toString("base64url");

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The short number a learner reads out: 8 digits, never starting with 0. */
export const newLiveNumber = () => randomInt(10_000_000, 100_000_000);
