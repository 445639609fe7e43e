import type { ExerciseCheckResult, ScratchCheckSpec } from "@qisi/api/contract";

/**
 * The typed, versioned postMessage protocol between a partner page (the host) and an embedded
 * studio frame (`/embed/python/{id}`, `/embed/scratch/{id}`, and the Scratch GUI frame that
 * `<ScratchStudio>` hosts). Every message carries `protocol` and `version`; anything else, or
 * anything from an origin that was not allowed, is ignored. Messages are only ever added to
 * version 1, so a Python host keeps working beside the Scratch messages.
 */
export const studioProtocol = "qisi-studio";
export const studioProtocolVersion = 1;

interface Envelope {
  protocol: typeof studioProtocol;
  version: typeof studioProtocolVersion;
}

/** What a Scratch studio is doing with the project; SPEC §4's saving, saved, creating copy and remix. */
export type ScratchSaveState =
  | "saving"
  | "saved"
  | "creating-copy"
  | "copy-created"
  | "creating-remix"
  | "remix-created";

/** Why a Scratch command failed; the host words it for people. */
export type ScratchErrorCode =
  | "needs-login"
  | "read-only"
  | "conflict"
  | "not-found"
  | "load-failed"
  | "save-failed"
  | "export-failed"
  | "check-failed"
  | "draw-failed";

/** The project a Scratch studio has open, as the host needs it for its toolbar. */
export interface ScratchProjectInfo {
  /** null until a new project is saved for the first time. */
  projectId: string | null;
  title: string;
  ownerId: number | null;
  parentId: string | null;
  /** 0 for a visitor. */
  accountId: number;
  /** The signed-in owner (or anyone signed in, for a project not saved yet). */
  canSave: boolean;
  /** Someone signed in looking at another learner's shared project. */
  canRemix: boolean;
  /** Whether other learners may open (and remix) it; false until it is saved. */
  shared: boolean;
  version: number;
}

/** The Scratch GUI's stage sizes: `small` is its small-stage mode (half size), `large` its default. */
export type ScratchStageSize = "small" | "large";

/** A costume or sound the Scratch editor has that our server may not have yet. */
export interface ScratchNewAsset {
  md5ext: string;
  data: Uint8Array;
}

/** Host → studio. */
export type HostMessage = Envelope &
  (
    | { type: "load"; code: string; title?: string }
    /**
     * Scratch: show a project — its project.json, an .sb3 file's bytes, or (projectId null) the
     * starter; with a `requestId` the studio answers `loaded` once it shows. The host owns the
     * project (load, save, drafts) with its own API client: the frame holds no session.
     */
    | { type: "load"; projectId: string | null; title?: string; requestId?: string }
    | { type: "load"; json: string; title?: string; requestId?: string }
    | { type: "load"; sb3: ArrayBuffer; title?: string; requestId?: string }
    /** Scratch: what is on screen, to save: answered by `captured`. */
    | { type: "capture"; requestId: string }
    /** Scratch: these assets are on our server now (captures leave them out). */
    | { type: "assets-stored"; md5ext: string[] }
    /**
     * Python and C++: run the code in the editor. With a `requestId`, the `run-finished` that ends
     * this run carries it (a run the child starts with 运行 ends in one without).
     */
    | { type: "run"; requestId?: string }
    /** Python and C++: end the running program; with a `requestId`, answered by `stopped` once it has. */
    | { type: "stop"; requestId?: string }
    | { type: "get-code"; requestId: string }
    | { type: "save" }
    | { type: "save-as-copy" }
    | { type: "remix" }
    | { type: "set-title"; title: string }
    | { type: "get-title"; requestId: string }
    | { type: "export-sb3"; requestId: string }
    /**
     * Scratch: check the project on screen against an exercise's spec, answered by `checked`. The
     * frame runs it on a headless VM of its own, so the child's stage does not move.
     */
    | { type: "check"; requestId: string; spec: ScratchCheckSpec }
    /** Scratch: the project on screen as project.json text (no assets), answered by `project-json`. */
    | { type: "get-project"; requestId: string }
    /**
     * Scratch: the stage's size, as the GUI's own small/large stage buttons set it. `small` (a 240×180
     * stage) leaves the blocks room in a narrow frame: the lesson player's editor column at 1366 px
     * shows the blocks, the stage, the sprite pane and the green flag side by side. No answer; sent
     * before the editor is up, it applies before the GUI first draws.
     */
    | { type: "stage-size"; size: ScratchStageSize }
    /**
     * Scratch: pictures of scripts (a reference solution's, the lesson ladder's last rung), drawn by
     * the GUI's own scratch-blocks in a workspace of its own; answered by `blocks-drawn`.
     */
    | { type: "draw-blocks"; requestId: string; targets: ScratchScriptsToDraw[] }
  );

/** A target's scripts as project.json holds them (@qisi/api's `ScratchScripts`). */
export interface ScratchScriptsToDraw {
  name: string;
  isStage: boolean;
  blocks: Record<string, unknown>;
}

/** One target's scripts drawn: a self-contained SVG (styles and icons inlined) and its blocks in words. */
export interface ScratchBlocksPicture {
  name: string;
  svg: string;
  description: string;
}

/** Studio → host. */
export type StudioMessage = Envelope &
  (
    | { type: "ready"; kind: "python" | "scratch" | "cpp"; projectId: string }
    /** Scratch: the frame listens now (messages posted earlier were lost with its loading page). */
    | { type: "listening" }
    | { type: "loaded"; requestId: string }
    | {
        type: "captured";
        requestId: string;
        json: string;
        /** The costumes and sounds to upload before `json` is saved. */
        assets: ScratchNewAsset[];
        thumbnail?: string;
      }
    | { type: "code-changed"; code: string }
    | { type: "code"; requestId: string; code: string }
    | {
        type: "run-finished";
        outcome: "ok" | "error" | "stopped";
        output: string;
        /** The `run` message's, when it had one. */
        requestId?: string;
      }
    /** Python and C++: answers a `stop` with a `requestId`; nothing runs now (whether or not something did). */
    | { type: "stopped"; requestId: string }
    | { type: "error"; message: string; code?: ScratchErrorCode; requestId?: string }
    | { type: "project"; project: ScratchProjectInfo }
    /** Sent when the project changes (at most a few times a second) and when it becomes clean. */
    | { type: "dirty"; dirty: boolean }
    | { type: "save-state"; state: ScratchSaveState; projectId: string | null }
    | { type: "title"; title: string; requestId?: string }
    | { type: "sb3"; requestId: string; sb3: ArrayBuffer }
    | { type: "checked"; requestId: string; result: ExerciseCheckResult }
    | { type: "project-json"; requestId: string; json: string }
    | { type: "blocks-drawn"; requestId: string; pictures: ScratchBlocksPicture[] }
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
  const ok = (valid: boolean) => (valid ? (data as unknown as HostMessage) : null);
  switch (data.type) {
    case "load": {
      const sources = [
        typeof data.code === "string",
        data.projectId === null || (typeof data.projectId === "string" && data.projectId.length > 0),
        typeof data.json === "string",
        data.sb3 instanceof ArrayBuffer,
      ].filter(Boolean).length;
      return ok(
        sources === 1 &&
          (data.title === undefined || typeof data.title === "string") &&
          (data.requestId === undefined || typeof data.requestId === "string"),
      );
    }
    case "assets-stored":
      return ok(Array.isArray(data.md5ext) && data.md5ext.every((name) => typeof name === "string"));
    case "run":
    case "stop":
      return ok(data.requestId === undefined || typeof data.requestId === "string");
    case "save":
    case "save-as-copy":
    case "remix":
      return ok(true);
    case "set-title":
      return ok(typeof data.title === "string");
    case "get-code":
    case "get-title":
    case "export-sb3":
    case "capture":
    case "get-project":
      return ok(typeof data.requestId === "string");
    case "check":
      return ok(typeof data.requestId === "string" && isObject(data.spec));
    case "stage-size":
      return ok(data.size === "small" || data.size === "large");
    case "draw-blocks":
      return ok(
        typeof data.requestId === "string" &&
          Array.isArray(data.targets) &&
          data.targets.length <= 50 &&
          data.targets.every((t) => isObject(t) && typeof t.name === "string" && isObject(t.blocks)),
      );
    default:
      return null;
  }
}

/** A studio message, or null (for hosts written in TypeScript). */
export function parseStudioMessage(data: unknown): StudioMessage | null {
  if (!isObject(data) || data.protocol !== studioProtocol || data.version !== studioProtocolVersion)
    return null;
  const types = [
    "ready",
    "listening",
    "loaded",
    "captured",
    "code-changed",
    "code",
    "run-finished",
    "stopped",
    "error",
    "project",
    "dirty",
    "save-state",
    "title",
    "sb3",
    "checked",
    "project-json",
    "blocks-drawn",
  ];
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
      // Posted once per allowed origin; only the parent's actual origin receives it (buffers are copied).
      for (const origin of allowedOrigins) target.postMessage(envelope<StudioMessage>(body), origin);
    },
    dispose: () => removeEventListener("message", listener),
  };
}

export interface HostChannel {
  send: (message: Body<HostMessage>, transfer?: Transferable[]) => void;
  dispose: () => void;
}

/**
 * The host side: listens for studio messages from `frame` at `origin` only and posts to that
 * origin (never `*`).
 */
export function connectToStudio(
  frame: Window,
  origin: string,
  onMessage: (message: StudioMessage) => void,
): HostChannel {
  const listener = (event: MessageEvent) => {
    if (event.source !== frame || !isAllowedOrigin(event.origin, [origin])) return;
    const message = parseStudioMessage(event.data);
    if (message) onMessage(message);
  };
  addEventListener("message", listener);
  return {
    send: (body, transfer) => frame.postMessage(envelope<HostMessage>(body), origin, transfer ?? []),
    dispose: () => removeEventListener("message", listener),
  };
}
