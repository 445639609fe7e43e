/// <reference lib="webworker" />
import { ConsoleStdout, Fd, WASI, WASIProcExit, wasi } from "@bjorn3/browser_wasi_shim";
import { decodeLineTable, LINE_SECTION, trapLine } from "@qisi/judge/lines";
import { classifyTrap } from "./classify-trap.ts";
import { type FromWorker, maxOutputBytes, outputFlushMs, type ToWorker } from "./messages.ts";
import { waitForStdin } from "./stdin-channel.ts";

/**
 * Runs one compiled C++ program (wasm32-wasi) and then is thrown away: Stop terminates the worker,
 * so nothing here needs to be interruptible. The module gets WASI's stdio and nothing else (no
 * preopened directories, no environment) plus the judge runtime's out-of-memory report.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker) => scope.postMessage(message);

/** Thrown out of `fd_write` past the output cap; ends `_start` like a trap would. */
class OutputLimit extends Error {}

/** Output gathered and posted at most every `outputFlushMs`, decoded as a stream (a 汉字 may be split). */
class OutputPump {
  private pending: { stream: "stdout" | "stderr"; text: string }[] = [];
  private lastFlush = performance.now();
  private bytes = 0;
  private readonly decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };

  write(stream: "stdout" | "stderr", data: Uint8Array) {
    this.bytes += data.length;
    if (this.bytes > maxOutputBytes) throw new OutputLimit("output limit");
    const text = this.decoders[stream].decode(data, { stream: true });
    const last = this.pending.at(-1);
    if (last?.stream === stream) last.text += text;
    else this.pending.push({ stream, text });
    // A program that writes in a busy loop never yields to timers: check the clock on each write.
    if (performance.now() - this.lastFlush >= outputFlushMs) this.flush();
  }

  flush() {
    for (const { stream, text } of this.pending) if (text) post({ type: "output", stream, text });
    this.pending = [];
    this.lastFlush = performance.now();
  }
}

/** stdin as a character device: from shared memory (blocking) or from the text typed before Run. */
class Stdin extends Fd {
  private buffered: Uint8Array<ArrayBuffer> = new Uint8Array(0);
  private ended = false;
  /** Time spent waiting for the child, which is not the program's running time. */
  waitedMs = 0;
  private readonly source: ToWorker["stdin"];
  private readonly beforeWait: () => void;

  constructor(source: ToWorker["stdin"], beforeWait: () => void) {
    super();
    this.source = source;
    this.beforeWait = beforeWait;
    if (source.kind === "text") {
      this.buffered = new TextEncoder().encode(source.text);
      this.ended = true;
    }
  }

  override fd_fdstat_get() {
    return { ret: wasi.ERRNO_SUCCESS, fdstat: new wasi.Fdstat(wasi.FILETYPE_CHARACTER_DEVICE, 0) };
  }

  override fd_read(size: number) {
    // The shim asks once per iovec; an empty one must not block.
    if (size === 0) return { ret: wasi.ERRNO_SUCCESS, data: new Uint8Array(0) };
    if (this.buffered.length === 0 && !this.ended && this.source.kind === "shared") {
      const started = performance.now();
      const answer = waitForStdin(this.source.buffer, this.beforeWait);
      this.waitedMs += performance.now() - started;
      if (answer === null) this.ended = true;
      else this.buffered = answer;
    }
    const data = this.buffered.slice(0, size);
    this.buffered = this.buffered.subarray(data.length);
    return { ret: wasi.ERRNO_SUCCESS, data };
  }
}

function run({ module, stdin }: Extract<ToWorker, { type: "run" }>) {
  const output = new OutputPump();
  const input = new Stdin(stdin, () => {
    output.flush();
    post({ type: "stdin-wait" });
  });
  const fds = [
    input,
    new ConsoleStdout((data) => output.write("stdout", data)),
    new ConsoleStdout((data) => output.write("stderr", data)),
  ];
  const shim = new WASI(["main"], [], fds);
  let outOfMemory = false;
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started - input.waitedMs));
  try {
    const instance = new WebAssembly.Instance(module, {
      wasi_snapshot_preview1: shim.wasiImport,
      qisi: {
        out_of_memory: () => {
          outOfMemory = true;
        },
      },
    });
    const code = shim.start(instance as unknown as Parameters<WASI["start"]>[0]);
    output.flush();
    post({ type: "exit", code, ms: elapsed() });
  } catch (error) {
    if (error instanceof WASIProcExit) {
      output.flush();
      post({ type: "exit", code: error.code, ms: elapsed() });
      return;
    }
    const failure = error instanceof OutputLimit ? "output-limit" : classifyTrap(error, outOfMemory);
    output.flush();
    post({
      type: "failed",
      failure,
      message: error instanceof Error ? error.message : String(error),
      line: failure === "output-limit" ? null : childLine(module, error),
      ms: elapsed(),
    });
  }
}

/**
 * The line of the child's source a trap happened on: the server's compile puts a compact table of
 * the child's lines in the module (`qisi.lines`, from the DWARF it then strips), and the engine's
 * stack names the code offsets (Chromium and Firefox do; Safari does not, and the line stays unknown).
 */
function childLine(module: WebAssembly.Module, error: unknown): number | null {
  const stack = error instanceof Error ? error.stack : undefined;
  const section = WebAssembly.Module.customSections(module, LINE_SECTION)[0];
  if (!stack || !section) return null;
  const table = decodeLineTable(new Uint8Array(section));
  return table ? trapLine(table, table.codeStart, stack) : null;
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  if (event.data.type === "run") run(event.data);
};
post({ type: "ready" });
