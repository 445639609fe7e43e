import { isHTTPError, isNetworkError, isTimeoutError } from "ky";
import { ApiError, clientErrorStatus, isRecord, timeoutMessage } from "./api-error.ts";
import { ApiNetworkError } from "./network-error.ts";

/**
 * SPEC §8 error catalogue: turns whatever a call threw into an `ApiError`.
 * - our own `ApiError`s pass through (a failed refresh rethrows the original one);
 * - the client's timeout → 408 `Request timeout.`;
 * - an HTTP answer that is not ok → its status, with the server's body;
 * - no HTTP answer (offline, refused, DNS, a CORS refusal) → `ApiNetworkError`, 600;
 * - anything else (an unreadable body, a relative URL outside a browser) → a plain 600.
 */
export function toApiError(error: unknown, url: string): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) {
    return new ApiError({ status: clientErrorStatus.timeout, message: timeoutMessage, url, cause: error });
  }
  if (isHTTPError(error)) {
    const status = error.response.status;
    const body: unknown = error.data;
    const serverMessage = isRecord(body) && typeof body.message === "string" ? body.message : undefined;
    return new ApiError({
      status,
      // ky's own wording when the server said nothing readable (SPEC §8, "HTTP library's own").
      message: serverMessage ?? `Request failed with status code ${status}`,
      url: error.request.url || url,
      body,
      cause: error,
    });
  }
  if (isNetworkError(error)) return new ApiNetworkError({ url: error.request.url || url, cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: clientErrorStatus.network, message, url, cause: error });
}
