import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Children's phone numbers and code never reach the logs. Three layers:
 * - one line per request, written here, with the route's pattern (not its ids, some of which are
 *   secrets, like a live snapshot's) and no query string or body;
 * - errors reduced to type, code, first message line and stack frames: a database error carries its
 *   query's parameters (a project's source, a phone number) as properties and in its message;
 * - a last pass over every line written that masks anything shaped like a mainland mobile number.
 */

/**
 * A mainland mobile number, with or without +86/0086 and spaces or dashes in the usual places, not
 * inside a longer run of digits (timestamps, ids).
 */
const phoneNumber = /(?<!\d)((?:\+?86|0086)?[ -]?1[3-9]\d[ -]?)\d{4}([ -]?\d{4})(?!\d)/g;

/** `13812340000` → `138****0000`: enough for a person to recognise their own number. */
export function maskPhoneNumbers(text: string): string {
  return text.replace(phoneNumber, "$1****$2");
}

/**
 * An error message safe to keep: its first line only (a failed query lists its parameters on the
 * next), double-quoted parts elided (JSON.parse and Postgres quote the input they refused), capped.
 */
function safeMessage(message: string): string {
  const firstLine = message.split("\n", 1)[0] ?? "";
  return maskPhoneNumbers(firstLine.replace(/"(?:[^"\\\n]|\\.)*"/g, '"…"')).slice(0, 300);
}

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack: string;
  cause?: LoggedError;
};

/** The pino `err` serializer: nothing of an error but what names it and where it was thrown. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "(not an Error)", stack: "" };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  // The frames only: a stack starts with the whole message, parameters included.
  const frames = (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  const logged: LoggedError = {
    type: error.name,
    message: safeMessage(error.message),
    stack: frames.join("\n"),
  };
  if (typeof code === "string") logged.code = code;
  if (typeof statusCode === "number") logged.statusCode = statusCode;
  if (depth < 2 && error.cause !== undefined) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** A request as logged anywhere: its method and path, never its query or body. */
function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: maskPhoneNumbers((request.url ?? "").split("?", 1)[0] ?? "") };
}

/** Fastify's `logger` option: the serializers above, and the phone mask over every line. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      err: serializeError,
      error: serializeError,
      req: serializeRequest,
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    hooks: { streamWrite: maskPhoneNumbers },
  };
}

/**
 * The one line per request (Fastify's own two, with the URL and query, are off: `disableRequestLogging`).
 * The request id comes with the request's logger.
 */
export function logEachRequest(app: FastifyInstance) {
  // Not registered at all when the level hides these lines (the default, warn): a hook per request
  // is measurable on the busiest routes.
  if (["warn", "error", "fatal", "silent"].includes(app.log.level)) return;
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url;
    request.log.info(
      {
        method: request.method,
        // Matched routes by pattern; an unmatched path as asked (without its query).
        ...(route ? { route } : { url: serializeRequest(request).url }),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
  });
}
