import type { AuthMode } from "./call-state.ts";
import type { QueryParams } from "./query-string.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";

/** `json` (the default) parses JSON (empty body → undefined); `bytes` gives a Uint8Array; `none` discards. */
export type ResponseType = "json" | "bytes" | "none";

export type RawBody = Uint8Array | ArrayBuffer | Blob;

/** One API call, described as data; the request pipeline does the rest. */
export interface CallSpec<T = unknown> {
  /** Required; a call without one fails with 601 `Request method not specified.` and is never sent. */
  method: HttpMethod;
  /** Relative to the base URL, without a leading slash: `projects/user/12`. */
  path: string;
  query?: QueryParams;
  json?: unknown;
  /** Raw bytes (Scratch assets); mutually exclusive with `json`. */
  bytes?: RawBody;
  contentType?: string;
  /** An explicit bearer (base64 challenge objects); the session token is then not used. */
  bearer?: string;
  /** Defaults to `session`, or `explicit` when `bearer` is given. */
  auth?: AuthMode;
  responseType?: ResponseType;
  /** GETs are cached unless this is `false` (they are still deduplicated while in flight). */
  cache?: boolean;
  /**
   * Sends an `Idempotency-Key`, one per call and the same on each of its retries, so that a POST
   * repeated after a timeout is done once by the server (SMS code requests).
   */
  idempotent?: boolean;
  /** Per-attempt timeout in ms for this call instead of the client's (a C++ compile takes longer). */
  timeoutMs?: number;
  /** Runs once on the raw answer, before it is cached. */
  decode?: (raw: unknown) => T;
}
