import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { attachLineTable } from "../lines/module.ts";
import { parseDiagnostics } from "./diagnostics.ts";
import {
  type CompileOptions,
  commonFlags,
  DEFAULT_COMPILE_TIME_LIMIT_MS,
  DEFAULT_STD,
  includeDir,
  MAX_DIAGNOSTIC_BYTES,
  MAX_SOURCE_BYTES,
  runtimeSource,
} from "./flags.ts";
import type { CompileResult, Compiler } from "./types.ts";
import type { YowaspRequest, YowaspResponse } from "./yowasp-worker.ts";

/** Pinned in package.json; part of the compiler name so cached modules follow an upgrade. */
export const YOWASP_VERSION = "22.0.0-git20542-10";

type Tree = { [name: string]: Tree | string };

/** Our include/ folder as the in-memory tree @yowasp/clang's virtual file system takes. */
function readTree(dir: string): Tree {
  const tree: Tree = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    tree[name] = statSync(path).isDirectory() ? readTree(path) : readFileSync(path, "utf8");
  }
  return tree;
}

/**
 * @yowasp/clang in one warm worker thread, one compile at a time (each takes ~500 MB, and the
 * machines have 2 cores). A timeout terminates the worker; the next compile starts a fresh one.
 */
export class YowaspClang implements Compiler {
  readonly name = `clang ${YOWASP_VERSION} (yowasp)`;
  private worker: Worker | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private readonly files = {
    include: readTree(includeDir),
    "qisi_rt.cpp": readFileSync(runtimeSource, "utf8"),
  };

  compile(source: string, options: CompileOptions = {}): Promise<CompileResult> {
    const result = this.queue.then(() => this.compileNow(source, options));
    this.queue = result.catch(() => {});
    return result;
  }

  private async compileNow(source: string, options: CompileOptions): Promise<CompileResult> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    if (Buffer.byteLength(source) > MAX_SOURCE_BYTES) {
      return { ok: false, reason: "too-large", diagnostics: [], stderr: "", compiler: this.name, ms: ms() };
    }
    const request: YowaspRequest = {
      id: this.nextId++,
      args: [
        "--target=wasm32-wasip1",
        ...commonFlags(options.std ?? DEFAULT_STD),
        ...(options.extraFlags ?? []),
        "-Iinclude",
        "main.cpp",
        "qisi_rt.cpp",
        "-o",
        "main.wasm",
      ],
      files: { ...this.files, "main.cpp": source },
      stderrLimit: MAX_DIAGNOSTIC_BYTES,
    };
    const response = await this.send(request, options.timeLimitMs ?? DEFAULT_COMPILE_TIME_LIMIT_MS);
    if (response === "timeout") {
      return { ok: false, reason: "timeout", diagnostics: [], stderr: "", compiler: this.name, ms: ms() };
    }
    const diagnostics = parseDiagnostics(response.stderr);
    if (response.code === 0 && response.wasm) {
      const wasm = attachLineTable(new Uint8Array(response.wasm));
      return { ok: true, wasm, diagnostics, compiler: this.name, ms: ms() };
    }
    const reason = diagnostics.some((d) => d.severity === "error" || d.severity === "fatal")
      ? "diagnostics"
      : "internal";
    return {
      ok: false,
      reason,
      diagnostics,
      stderr: response.error ? `${response.stderr}\n${response.error}` : response.stderr,
      compiler: this.name,
      ms: ms(),
    };
  }

  private send(request: YowaspRequest, timeLimitMs: number): Promise<YowaspResponse | "timeout"> {
    const worker = this.ensureWorker();
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
      };
      const onMessage = (response: YowaspResponse) => {
        if (response.id !== request.id) return;
        cleanup();
        resolve(response);
      };
      const onError = (error: Error) => {
        cleanup();
        this.worker = null;
        reject(error);
      };
      const timer = setTimeout(() => {
        cleanup();
        this.worker = null;
        void worker.terminate();
        resolve("timeout");
      }, timeLimitMs);
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.postMessage(request);
    });
  }

  private ensureWorker(): Worker {
    if (!this.worker) {
      this.worker = new Worker(new URL("./yowasp-worker.ts", import.meta.url));
      this.worker.unref();
    }
    return this.worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}
