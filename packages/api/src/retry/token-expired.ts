import { type HTTPError, isHTTPError } from "ky";
import { tokenExpiredMessage } from "../contract/constants.ts";
import { isRecord } from "../errors/api-error.ts";

/** SPEC §7: a 401 whose body says `Token expired.` (or carries the contract's `token_expired` code). */
export function isTokenExpiredError(error: unknown): error is HTTPError {
  if (!isHTTPError(error) || error.response.status !== 401) return false;
  const body: unknown = error.data;
  return isRecord(body) && (body.message === tokenExpiredMessage || body.code === "token_expired");
}
