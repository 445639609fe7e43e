/**
 * @qisi/api — the typed client for the 启思编程 API. Framework-agnostic: no React here.
 * Entity and payload types come from the wire contract (also importable alone as `@qisi/api/contract`).
 */

export { createInFlight, type InFlight } from "./cache/in-flight.ts";
export {
  createResponseCache,
  type ResponseCache,
  type ResponseCacheOptions,
} from "./cache/response-cache.ts";
export { createQisiClient, createQisiClient as default, type QisiClient } from "./client.ts";
export { defaultBaseUrl, defaultTimeoutMs, type QisiClientOptions } from "./client-options.ts";
export * from "./contract/index.ts";
export {
  decodeBase64Json,
  decodeBase64Utf8,
  encodeBase64Json,
  encodeBase64Utf8,
} from "./encoding/base64-json.ts";
export type { Logger } from "./endpoints/endpoint-context.ts";
export type { PaymentOptions } from "./endpoints/payments.ts";
export {
  ApiError,
  type ApiErrorInit,
  clientErrorStatus,
  isApiError,
  methodMissingMessage,
  timeoutMessage,
} from "./errors/api-error.ts";
export { ApiNetworkError, isNetworkError, networkErrorText } from "./errors/network-error.ts";
export { bearerOf } from "./hooks/bearer-auth.ts";
export { retryCounterHeader } from "./hooks/retry-counter-header.ts";
export {
  type CaptchaFailureReason,
  captchaFailureOf,
  type LoginClient,
  type LoginFailure,
  type LoginFailureReason,
  loginActions,
  toLoginFailure,
} from "./login/login-actions.ts";
export type { Requester } from "./request.ts";
export {
  backoffDelay,
  decideRetry,
  libraryRetryMethods,
  libraryRetryStatusCodes,
  maxRetries,
  type RetryDecision,
} from "./retry/retry-policy.ts";
export { numberDepotItems } from "./rules/depot-numbering.ts";
export { liveEpochSeconds } from "./rules/live-number.ts";
export { currentPaymentChannel, type DeviceHints, paymentChannel } from "./rules/payment-channel.ts";
export { projectLink } from "./rules/project-link.ts";
export { visibleApps } from "./rules/visible-apps.ts";
export {
  createSessionStore,
  isLoggedIn,
  loggedOutSession,
  type SessionListener,
  type SessionState,
  type SessionStore,
} from "./session/session-store.ts";
export { farFutureExpirySeconds, isSessionValid } from "./session/session-validity.ts";
export type { CallSpec, HttpMethod, RawBody, ResponseType } from "./transport/call-spec.ts";
export type { AuthMode } from "./transport/call-state.ts";
export type { QueryParams, QueryValue } from "./transport/query-string.ts";
