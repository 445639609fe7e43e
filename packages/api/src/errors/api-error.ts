import type { ErrorCode } from "../contract/index.ts";

/** SPEC §8: the statuses the client makes up itself, for failures that never got an HTTP answer. */
export const clientErrorStatus = {
  /** The client gave up waiting (per attempt). */
  timeout: 408,
  /** No HTTP answer at all: offline, DNS, connection refused, CORS rejection, unreadable body. */
  network: 600,
  /** A call was made without an HTTP method: a programming error, never sent. */
  methodMissing: 601,
} as const;

export const timeoutMessage = "Request timeout.";
export const methodMissingMessage = "Request method not specified.";

/** `Symbol.for` so that two copies of this package (say, a partner bundle and ours) agree on `instanceof`. */
const apiErrorBrand = Symbol.for("@qisi/api/ApiError");

export interface ApiErrorInit {
  status: number;
  message: string;
  url: string;
  /** The parsed error body (JSON, else text) when the server answered. */
  body?: unknown;
  cause?: unknown;
}

/**
 * Every failure of a call. `detail` is for people (Chinese, from the server); `code` is for programs.
 */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly url: string;
  readonly body: unknown;
  /** The body's `detail`, if any (SPEC §8). */
  readonly detail: string | undefined;
  /** The body's machine-readable `code`, if any (contract.ts `ErrorCode`). */
  readonly code: ErrorCode | undefined;
  /** The body's `retryAfter` in seconds, if any (rate limits, SMS resend). */
  readonly retryAfter: number | undefined;
  readonly [apiErrorBrand] = true;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    // Keeps the prototype chain when a consumer down-compiles classes to ES5.
    Object.setPrototypeOf(this, new.target.prototype);
    this.status = init.status;
    this.url = init.url;
    this.body = init.body;
    const fields = isRecord(init.body) ? init.body : {};
    this.detail = typeof fields.detail === "string" ? fields.detail : undefined;
    this.code = typeof fields.code === "string" ? (fields.code as ErrorCode) : undefined;
    this.retryAfter = typeof fields.retryAfter === "number" ? fields.retryAfter : undefined;
  }

  /** Brand check, so errors from another copy of @qisi/api (or another realm) still match. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the subclass being tested, which keeps the plain prototype check.
    if (this !== ApiError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return isRecord(value) && value[apiErrorBrand] === true;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === "object" && value !== null;
}
