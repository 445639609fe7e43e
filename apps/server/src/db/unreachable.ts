/** Node's socket errors when the database's machine does not answer. */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
]);

/** node-postgres's and PGlite's words when the connection is gone (they carry no code). */
const goneMessages = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
  "PGlite is closed",
];

/**
 * Whether an error means the database could not be reached (refused, dropped, shutting down, out
 * of connections), through drizzle's wrapper (`cause`): the request then answers a Chinese 503
 * ("try again in a while"), never a 500, since nothing is wrong with what was asked.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; ) {
    const code = typeof e.code === "string" ? e.code : "";
    // SQLSTATE 08xxx: connection exception; 57P01-03: shutting down or not accepting yet; 53300: too many connections.
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === "53300") return true;
    if (socketCodes.has(code)) return true;
    const message = typeof e.message === "string" ? e.message : "";
    if (goneMessages.some((words) => message.includes(words))) return true;
    if (e.cause === e) break;
    e = e.cause as typeof e;
  }
  return false;
}
