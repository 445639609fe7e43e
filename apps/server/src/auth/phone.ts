import { HttpError } from "../errors.ts";

/** Mainland China mobile numbers. */
const mainlandMobile = /^1[3-9]\d{9}$/;

/** SPEC §8: empty and invalid numbers each have their own message. */
export function checkPhone(phone: unknown): string {
  const text = typeof phone === "string" ? phone.trim() : "";
  if (!text) throw new HttpError(400, "phone_empty", "Phone empty.", "请输入手机号。");
  if (!mainlandMobile.test(text)) {
    throw new HttpError(400, "phone_invalid", "Phone invalid.", "手机号不正确，请检查后重新输入。");
  }
  return text;
}
