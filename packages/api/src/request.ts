import type { InFlight } from "./cache/in-flight.ts";
import type { ResponseCache } from "./cache/response-cache.ts";
import { ApiError, clientErrorStatus, methodMissingMessage } from "./errors/api-error.ts";
import { toApiError } from "./errors/to-api-error.ts";
import type { CallSpec, RawBody } from "./transport/call-spec.ts";
import { queryString } from "./transport/query-string.ts";
import { type SendOptions, send } from "./transport/send.ts";

export type Requester = <T = unknown>(spec: CallSpec<T>) => Promise<T>;

export interface RequesterOptions extends SendOptions {
  cache: ResponseCache;
  inFlight: InFlight;
}

/**
 * The request pipeline: method check (601) → GET cache with dedupe, or in-flight dedupe for everything
 * else → ky with its hooks (send.ts) → decode → ApiError for every failure.
 */
export function createRequester(options: RequesterOptions): Requester {
  return function request<T>(spec: CallSpec<T>): Promise<T> {
    if (!spec.method) {
      return Promise.reject(
        new ApiError({
          status: clientErrorStatus.methodMissing,
          message: methodMissingMessage,
          url: spec.path,
        }),
      );
    }
    const url = spec.path + queryString(spec.query);
    const body = spec.json !== undefined ? JSON.stringify(spec.json) : spec.bytes;
    const run = async (): Promise<T> => {
      try {
        const raw = await send(spec, url, body, options);
        return spec.decode ? spec.decode(raw) : (raw as T);
      } catch (error) {
        throw toApiError(error, url);
      }
    };
    if (spec.method === "GET" && spec.cache !== false) return options.cache.getOrLoad(url, run);
    return options.inFlight.run(dedupeKey(spec, url, body), run);
  };
}

/** Same method, URL, body (and explicit bearer) = the same call. */
function dedupeKey(spec: CallSpec<unknown>, url: string, body: string | RawBody | undefined): string {
  return `${spec.method} ${url} ${bodyKey(body)} ${spec.bearer ?? ""}`;
}

/**
 * Raw bodies only go to content-addressed paths (`assets/{md5ext}`), where the URL already names the
 * content; their size is enough to tell them apart without reading them.
 */
function bodyKey(body: string | RawBody | undefined): string {
  if (body === undefined || typeof body === "string") return body ?? "";
  return `<${body instanceof Blob ? body.size : body.byteLength} bytes>`;
}
