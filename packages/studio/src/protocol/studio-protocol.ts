/**
 * The typed, versioned postMessage protocol between a partner page (the host) and an embedded
 * studio frame (`/embed/python/{id}`). Every message carries `protocol` and `version`; anything
 * else, or anything from an origin that was not allowed, is ignored.
 */
export const studioProtocol = "qisi-studio";
export const studioProtocolVersion = 1;

interface Envelope {
  protocol: typeof studioProtocol;
  version: typeof studioProtocolVersion;
}

/** Host → studio. */
export type HostMessage = Envelope &
  (
    | { type: "load"; code: string; title?: string }
    | { type: "run" }
    | { type: "stop" }
    | { type: "get-code"; requestId: string }
  );

/** Studio → host. */
export type StudioMessage = Envelope &
  (
    | { type: "ready"; kind: "python"; projectId: string }
    | { type: "code-changed"; code: string }
    | { type: "code"; requestId: string; code: string }
    | { type: "run-finished"; outcome: "ok" | "error" | "stopped"; output: string }
    | { type: "error"; message: string }
  );

type Body<M> = M extends Envelope ? Omit<M, keyof Envelope> : never;

export function envelope<M extends HostMessage | StudioMessage>(body: Body<M>): M {
  return { protocol: studioProtocol, version: studioProtocolVersion, ...body } as M;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** A host message, or null when `data` is not one (wrong protocol, version, type or fields). */
export function parseHostMessage(data: unknown): HostMessage | null {
  if (!isObject(data) || data.protocol !== studioProtocol || data.version !== studioProtocolVersion)
    return null;
  switch (data.type) {
    case "load":
      return typeof data.code === "string" && (data.title === undefined || typeof data.title === "string")
        ? (data as unknown as HostMessage)
        : null;
    case "run":
    case "stop":
      return data as unknown as HostMessage;
    case "get-code":
      return typeof data.requestId === "string" ? (data as unknown as HostMessage) : null;
    default:
      return null;
  }
}

/** A studio message, or null (for hosts written in TypeScript). */
export function parseStudioMessage(data: unknown): StudioMessage | null {
  if (!isObject(data) || data.protocol !== studioProtocol || data.version !== studioProtocolVersion)
    return null;
  const types = ["ready", "code-changed", "code", "run-finished", "error"];
  return typeof data.type === "string" && types.includes(data.type)
    ? (data as unknown as StudioMessage)
    : null;
}

/** Origins are compared exactly (scheme, host and port); `*` is never accepted. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return origin !== "null" && allowed.includes(origin);
}

export interface StudioChannel {
  send: (message: Body<StudioMessage>) => void;
  dispose: () => void;
}

/**
 * The studio side: listens for host messages from `allowedOrigins` only and answers the parent
 * window at that origin (never `*`).
 */
export function connectToHost(
  target: Window,
  allowedOrigins: readonly string[],
  onMessage: (message: HostMessage, origin: string) => void,
): StudioChannel {
  const listener = (event: MessageEvent) => {
    if (event.source !== target || !isAllowedOrigin(event.origin, allowedOrigins)) return;
    const message = parseHostMessage(event.data);
    if (message) onMessage(message, event.origin);
  };
  addEventListener("message", listener);
  return {
    send: (body) => {
      for (const origin of allowedOrigins) target.postMessage(envelope<StudioMessage>(body), origin);
    },
    dispose: () => removeEventListener("message", listener),
  };
}
