import { isHTTPError, isTimeoutError } from "ky";
import { ApiError, clientErrorStatus, isRecord, timeoutMessage } from "./api-error.ts";

/**
 * SPEC §8 error catalogue: turns whatever a call threw into an `ApiError`.
 * - our own `ApiError`s pass through (a failed refresh rethrows the original one);
 * - the client's timeout → 408 `Request timeout.`;
 * - an HTTP answer that is not ok → its status, with the server's body;
 * - anything else (network, CORS, unreadable body) → 600.
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
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: clientErrorStatus.network, message, url, cause: error });
}
