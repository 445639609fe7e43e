import type { PaymentChannel } from "../contract/index.ts";
import type { Requester } from "../request.ts";
import type { SessionStore } from "../session/session-store.ts";

export interface Logger {
  warn(message: string, ...details: unknown[]): void;
}

/** What endpoint functions get from the client: the pipeline, the cache's invalidation, the session. */
export interface EndpointContext {
  request: Requester;
  invalidate(prefix: string): void;
  session: SessionStore;
  logger: Logger;
  paymentChannel(): PaymentChannel;
}

/**
 * Runs a mutation and then drops the cached GETs it may have changed, also when it failed: a timed-out
 * save may still have reached the server.
 */
export async function invalidatingAfter<T>(
  context: EndpointContext,
  prefixes: readonly string[],
  mutation: Promise<T>,
): Promise<T> {
  try {
    return await mutation;
  } finally {
    for (const prefix of prefixes) context.invalidate(prefix);
  }
}
