import { type ChildProcess, spawn } from "node:child_process";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { CappedText } from "../compile/capped.ts";
import { bwrapPath } from "../native/bwrap.ts";
import type { PythonRequest } from "./protocol.ts";
import { pyodideDir, pyodideProcessEnv } from "./pyodide-files.ts";

// Hard caps of the process, whatever the problem says: V8's heap for the JavaScript side and the
// interpreter's WebAssembly memory (a memory bomb gets MemoryError there instead of the machine).
const MAX_OLD_SPACE_MB = 256;
const WASM_MAX_PAGES = 16384; // 1 GiB

/** What a sandbox process reads: the Node binary, Pyodide, child.ts with its imports, our package.json. */
export interface SandboxFiles {
  node: string;
  pyodideDir: string;
  childEntry: string;
  packageJson: string;
}

export const installedSandboxFiles: SandboxFiles = {
  node: process.execPath,
  pyodideDir,
  childEntry: fileURLToPath(new URL("./child.ts", import.meta.url)),
  packageJson: fileURLToPath(new URL("../../package.json", import.meta.url)),
};

/** Where a sandbox inside bubblewrap finds Pyodide's memory snapshot (bound read-only over its empty /tmp). */
const snapshotInBwrap = "/tmp/pyodide-memory.snapshot";
// bwrap writes {"child-pid": N} here: the sandboxed Node's pid as the judge sees it (for /proc).
const INFO_FD = 4;

const underTmp = (path: string) => path === "/tmp" || path.startsWith("/tmp/");

/**
 * The command that starts one sandbox process, and the snapshot's path as the process sees it
 * (exported for the test that checks it). `snapshot`: Pyodide's memory snapshot to start from
 * (snapshot.ts), readable and nothing else.
 */
export function sandboxCommand(
  snapshot: string | null = null,
  files: SandboxFiles = installedSandboxFiles,
  bwrap: string | null = bwrapPath(),
): { command: string; args: string[]; snapshotPath: string | null; reportsPid: boolean } {
  const snapshotPath = snapshot && (bwrap ? snapshotInBwrap : snapshot);
  const node = [
    "--permission",
    `--allow-fs-read=${files.pyodideDir}/`,
    ...(snapshotPath ? [`--allow-fs-read=${snapshotPath}`] : []),
    `--allow-fs-read=${dirname(files.childEntry)}/`,
    `--allow-fs-read=${files.packageJson}`,
    `--max-old-space-size=${MAX_OLD_SPACE_MB}`,
    `--wasm-max-mem-pages=${WASM_MAX_PAGES}`,
    "--experimental-strip-types",
    "--no-warnings",
    files.childEntry,
  ];
  if (!bwrap) return { command: files.node, args: node, snapshotPath, reportsPid: false };
  // What the sandbox's own empty /tmp would hide when the checkout or Node live under /tmp: bound
  // again, read-only, on top of it (issue 38 item 6: a clone under /tmp answered every check 500).
  const hidden = [files.node, files.pyodideDir, dirname(files.childEntry), files.packageJson].filter(
    underTmp,
  );
  // Node's permission model has no switch for the network: a new, empty network namespace does.
  // The file system stays read-only as Node sees it (the permission model narrows it further).
  // Node is pid 1 of its namespace (--as-pid-1), so bwrap's child-pid is Node itself.
  return {
    command: bwrap,
    args: [
      "--unshare-all",
      "--die-with-parent",
      "--as-pid-1",
      "--info-fd",
      String(INFO_FD),
      "--ro-bind",
      "/",
      "/",
      "--dev",
      "/dev",
      "--proc",
      "/proc",
      "--tmpfs",
      "/tmp",
      ...hidden.flatMap((path) => ["--ro-bind", path, path]),
      ...(snapshot ? ["--ro-bind", snapshot, snapshotInBwrap] : []),
      "--",
      files.node,
      ...node,
    ],
    snapshotPath,
    reportsPid: true,
  };
}

type Waiting = (reply: unknown) => void;

/**
 * One sandbox process: it answers syntax checks and at most one run, then it is killed (with its
 * whole process group: bwrap and Node). Replies are handed on as they came, unchecked: the caller
 * decides what a reply is worth.
 */
export class SandboxProcess {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, Waiting>();
  private readonly stderr = new CappedText(16 * 1024);
  private exitListeners: (() => void)[] = [];
  /** The Node process's pid as this process sees it (for /proc); null until known. */
  pid: number | null = null;
  fromSnapshot = false;
  exited = false;
  /** Resolves once Python is ready and the pid is known; rejects if the process ends first. */
  readonly ready: Promise<void>;

  constructor(snapshot: string | null, files: SandboxFiles, startupLimitMs: number) {
    const { command, args, snapshotPath, reportsPid } = sandboxCommand(snapshot, files);
    this.child = spawn(command, args, {
      stdio: ["ignore", "ignore", "pipe", "ipc", ...(reportsPid ? (["pipe"] as const) : [])],
      serialization: "advanced",
      detached: true,
      env: {
        ...pyodideProcessEnv(files.pyodideDir),
        ...(snapshotPath ? { QISI_PYODIDE_SNAPSHOT: snapshotPath } : {}),
      },
    });
    const child = this.child;
    child.unref();
    (child as unknown as { channel?: { unref(): void } }).channel?.unref();
    child.stderr?.on("data", (chunk: Buffer) => this.stderr.push(chunk));
    (child.stderr as unknown as { unref?: () => void } | null)?.unref?.();
    const pid = reportsPid ? readChildPid(child) : Promise.resolve(child.pid ?? null);
    const python = new Promise<void>((resolve, reject) => {
      this.waiting.set(0, (reply) => {
        this.waiting.delete(0);
        const ready = reply as { kind?: unknown; fromSnapshot?: unknown };
        if (ready?.kind !== "ready") return reject(new Error("python sandbox did not start"));
        this.fromSnapshot = ready.fromSnapshot === true;
        resolve();
      });
    });
    child.on("message", (reply: { id?: unknown }) => {
      const waiting = typeof reply?.id === "number" ? this.waiting.get(reply.id) : undefined;
      waiting?.(reply);
    });
    const ended = new Promise<never>((_, reject) => {
      child.on("exit", (code, signal) => {
        this.exited = true;
        for (const listener of this.exitListeners) listener();
        this.exitListeners = [];
        reject(new Error(`python sandbox exited (${signal ?? code}): ${this.stderr.toString().slice(-500)}`));
      });
    });
    ended.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const startup = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("python sandbox did not start")), startupLimitMs);
      timer.unref();
    });
    this.ready = Promise.race([Promise.all([python, pid]), ended, startup]).then(
      ([, known]) => {
        clearTimeout(timer);
        if (known === null) throw new Error("python sandbox reported no pid");
        this.pid = known;
      },
      (error: unknown) => {
        clearTimeout(timer);
        this.kill();
        throw error;
      },
    );
  }

  /**
   * Sends a request; every message that comes back with its id is given to `onReply`, as it came,
   * until `forget(id)` (a program that reached JavaScript can send as many as it likes).
   */
  send(message: PythonRequest, onReply: Waiting): void {
    this.waiting.set(message.id, onReply);
    this.child.send(message);
  }

  forget(id: number): void {
    this.waiting.delete(id);
  }

  onExit(listener: () => void): void {
    if (this.exited) listener();
    else this.exitListeners.push(listener);
  }

  /** Kills bwrap and Node (one process group): nothing the program started outlives this. */
  kill(): void {
    if (this.exited) return;
    const pid = this.child.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      this.child.kill("SIGKILL");
    }
  }
}

/** bwrap's `--info-fd` report: `{"child-pid": N, …}`. */
function readChildPid(child: ChildProcess): Promise<number | null> {
  const info = child.stdio[INFO_FD] as NodeJS.ReadableStream | null;
  if (!info) return Promise.resolve(null);
  return new Promise((resolve) => {
    let text = "";
    info.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const match = /"child-pid"\s*:\s*(\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    info.on("end", () => resolve(null));
    info.on("error", () => resolve(null));
    (info as unknown as { unref?: () => void }).unref?.();
  });
}
