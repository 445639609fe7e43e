import type { LoginFailureReason } from "./types";

/** SPEC §9: the verification code is 6 digits. */
export const codeLength = 6;

/** A mainland China mobile number: 11 digits starting 13–19. */
export const mainlandMobilePattern = /^1[3-9]\d{9}$/;

const fullWidthDigits = /[０-９]/g;
const toAsciiDigit = (digit: string) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0);

/**
 * What the learner typed, as the server wants it: spaces and dashes dropped (people group numbers
 * as 138 0013 8000), full-width digits from a Chinese keyboard made ASCII, a +86 prefix removed.
 */
export function normalizePhone(input: string): string {
  const compact = input.replace(fullWidthDigits, toAsciiDigit).replace(/[\s\u3000\-‐–—－]/g, "");
  return compact.replace(/^(\+86|0086)/, "");
}

export function validatePhone(
  input: string,
): Extract<LoginFailureReason, "phone_empty" | "phone_invalid"> | null {
  const phone = normalizePhone(input);
  if (phone === "") return "phone_empty";
  return mainlandMobilePattern.test(phone) ? null : "phone_invalid";
}

/** Codes pasted from an SMS may carry spaces; full-width digits count as digits. */
export function normalizeCode(input: string): string {
  return input.replace(fullWidthDigits, toAsciiDigit).replace(/[\s\u3000]/g, "");
}

export function validateCode(input: string): "code_format" | null {
  return new RegExp(`^\\d{${codeLength}}$`).test(normalizeCode(input)) ? null : "code_format";
}

/** 13800138000 → 138 0013 8000, the way Chinese numbers are read aloud and printed. */
export function formatPhone(phone: string): string {
  const p = normalizePhone(phone);
  return p.length === 11 ? `${p.slice(0, 3)} ${p.slice(3, 7)} ${p.slice(7)}` : p;
}
