import { createHmac, timingSafeEqual } from "node:crypto";

/** `value.signature`: a cookie value the browser keeps but cannot forge. `purpose` separates the keys. */
export function signValue(secret: string, purpose: string, value: string): string {
  return `${value}.${signatureOf(secret, purpose, value)}`;
}

/** The value of `signValue`'s output, or null when it is missing or was changed. */
export function readSignedValue(secret: string, purpose: string, signed: string | undefined): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(signatureOf(secret, purpose, value));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

function signatureOf(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", `${purpose}:${secret}`).update(value).digest("base64url");
}
