import type { PaymentChannel } from "./contract/index.ts";
import type { Logger } from "./endpoints/endpoint-context.ts";
import { backoffDelay } from "./retry/retry-policy.ts";
import { currentPaymentChannel } from "./rules/payment-channel.ts";
import type { SessionState } from "./session/session-store.ts";

/** Same-origin API by default (DESIGN.md: the server serves the site and `/api/*`). */
export const defaultBaseUrl = "/api/";
/** SPEC §9: API timeout, per attempt. */
export const defaultTimeoutMs = 5000;

export interface QisiClientOptions {
  /** Where the API lives; absolute for partner sites on another origin. Default `/api/`. */
  baseUrl?: string;
  /** Per-attempt timeout in ms; past it the attempt fails as 408 `Request timeout.`. Default 5000. */
  timeout?: number;
  /** How long cached GET answers stay fresh, in ms. Default: unlimited (SPEC §7). */
  cacheTtl?: number;
  /** Wait before retry n (1, 2), in ms. Default: ky's 300 · 2^(n−1). */
  retryDelay?: (attempt: number) => number;
  /** Extra headers on every call (partner identification, say). */
  headers?: Record<string, string>;
  /** A fetch to use instead of the global one (tests, instrumentation, older runtimes). */
  fetch?: typeof globalThis.fetch;
  /** The session to start with (say, one restored by the page); default logged out. */
  session?: SessionState;
  /** The `to` of a token refresh. Default: `location.pathname` in a browser, `/` elsewhere. */
  currentPath?: () => string;
  /** The payment channel for payments that do not name one. Default: from this browser's user agent. */
  paymentChannel?: () => PaymentChannel;
  /** Where warnings go (SPEC §9: log level warn). Default `console`. */
  logger?: Logger;
}

export type ResolvedClientOptions = Required<Omit<QisiClientOptions, "session" | "fetch" | "headers">> &
  Pick<QisiClientOptions, "session" | "fetch" | "headers">;

export function browserPathname(): string {
  return (globalThis as { location?: { pathname?: string } }).location?.pathname || "/";
}

export function resolveClientOptions(options: QisiClientOptions): ResolvedClientOptions {
  return {
    ...options,
    baseUrl: options.baseUrl ?? defaultBaseUrl,
    timeout: options.timeout ?? defaultTimeoutMs,
    cacheTtl: options.cacheTtl ?? Number.POSITIVE_INFINITY,
    retryDelay: options.retryDelay ?? backoffDelay,
    currentPath: options.currentPath ?? browserPathname,
    paymentChannel: options.paymentChannel ?? currentPaymentChannel,
    logger: options.logger ?? console,
  };
}
