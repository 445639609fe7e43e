import type { KyInstance } from "ky";
import { ApiError, clientErrorStatus } from "../errors/api-error.ts";
import { bearerHeader } from "../hooks/bearer-auth.ts";
import { retryOptionsFor } from "../retry/retry-policy.ts";
import type { CallSpec, RawBody } from "./call-spec.ts";
import { callContext, newCallState } from "./call-state.ts";

export interface SendOptions {
  transport: KyInstance;
  retryDelay: (attempt: number) => number;
}

/** One call through ky, with all its attempts; resolves to the decoded body. */
export async function send(
  spec: CallSpec<unknown>,
  url: string,
  body: string | RawBody | undefined,
  options: SendOptions,
) {
  const call = newCallState(spec.method, spec.auth ?? (spec.bearer ? "explicit" : "session"));
  const headers: Record<string, string> = {};
  if (spec.bearer) headers.authorization = bearerHeader(spec.bearer);
  if (body !== undefined) headers["content-type"] = spec.contentType ?? "application/json";
  if (spec.responseType === "bytes") headers.accept = "*/*";
  if (spec.idempotent) headers["idempotency-key"] = randomKey();

  const response = options.transport(url, {
    method: spec.method,
    headers,
    // A Uint8Array over a SharedArrayBuffer is the only RawBody fetch refuses; callers never have one.
    ...(body === undefined ? {} : { body: body as BodyInit }),
    ...(spec.timeoutMs ? { timeout: spec.timeoutMs } : {}),
    context: callContext(call),
    retry: retryOptionsFor(call, options.retryDelay),
  });

  if (spec.responseType === "bytes") return new Uint8Array(await response.arrayBuffer());
  const text = await response.text();
  if (spec.responseType === "none") return undefined;
  return parseJsonBody(text, url);
}

/**
 * 32 hex digits from the platform's random source. Not `crypto.randomUUID`: that exists only in
 * secure contexts, and the site is also opened over plain http on a school's local network.
 */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function parseJsonBody(text: string, url: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError({
      status: clientErrorStatus.network,
      message: "Response is not valid JSON.",
      url,
      cause,
    });
  }
}
