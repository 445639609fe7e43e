/**
 * The sandbox: one wasm32-wasi program at a time per worker thread, each in a fresh instance;
 * the thread is thrown away after a time-out or a trap (run.ts decides).
 * node:wasi gets no preopened directories and no environment, so the program has no file system;
 * WASI preview 1 cannot open sockets; wasi-libc has no system() or fork. Standard input and output
 * never reach a host file descriptor: fd_read/fd_write on 0–2 are replaced with in-memory versions
 * (uvwasi is handed /dev/null for them so that nothing it does can touch the process's real stdio).
 * Plain, erasable TypeScript only: Node loads it directly with type stripping.
 */
import { closeSync, openSync } from "node:fs";
import { WASI } from "node:wasi";
import { parentPort } from "node:worker_threads";
import { memoryDirectory } from "./memfs.ts";
import type { RunReply, RunRequest } from "./protocol.ts";

const port = parentPort;
if (!port) throw new Error("run worker must run in a worker thread");

// WASI errno values (wasi_snapshot_preview1).
const ESUCCESS = 0;
const EBADF = 8;
const ENOTSUP = 58;
const FILETYPE_REGULAR_FILE = 4;

/** Thrown out of fd_write to unwind the program when its output passes the limit. */
class OutputLimit extends Error {}

class Sink {
  private chunks: Uint8Array[] = [];
  private kept = 0;
  /** Every byte written, kept or not. */
  size = 0;
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  /** Keeps up to the limit; returns false when the write went past it. */
  write(bytes: Uint8Array): boolean {
    const room = this.limit - this.kept;
    const kept = bytes.length > room ? bytes.subarray(0, Math.max(room, 0)) : bytes;
    if (kept.length > 0) this.chunks.push(kept.slice());
    this.kept += kept.length;
    this.size += bytes.length;
    return kept.length === bytes.length;
  }
  bytes(): Uint8Array {
    return Buffer.concat(this.chunks);
  }
}

// One program per message; the parent reuses the thread only after a program that ended by itself.
port.on("message", (request: RunRequest) => {
  port.postMessage(run(request));
});
// Loaded: the parent starts a program's wall clock only now.
port.postMessage({ ready: true });

function run(request: RunRequest): RunReply {
  const devNull = openSync("/dev/null", "r+");
  const stdout = new Sink(request.outputLimitBytes);
  const stderr = new Sink(request.stderrLimitBytes);
  let outOfMemory = false;
  let memory: WebAssembly.Memory | null = null;
  let inputAt = 0;
  const input = request.stdin;
  const reply = (
    outcome: RunReply["outcome"],
    exitCode: number | null,
    trap: string | null,
    error?: unknown,
  ): RunReply => ({
    outcome,
    exitCode,
    trap,
    ...(error instanceof Error && error.stack ? { stack: error.stack.slice(0, 4096) } : {}),
    ...(error instanceof RangeError ? { stackOverflow: true } : {}),
    stdout: stdout.bytes(),
    stderr: stderr.bytes(),
    memoryBytes: memory?.buffer.byteLength ?? 0,
  });

  try {
    const wasi = new WASI({
      version: "preview1",
      args: ["main", ...(request.args ?? [])],
      env: {},
      preopens: {},
      stdin: devNull,
      stdout: devNull,
      stderr: devNull,
      returnOnExit: true,
    });
    const imports = wasi.getImportObject() as {
      wasi_snapshot_preview1: Record<string, (...args: number[]) => number>;
    };
    const host = { ...imports.wasi_snapshot_preview1 };
    const view = () => new DataView((memory as WebAssembly.Memory).buffer);
    const iovecs = (iovs: number, count: number) => {
      const dv = view();
      const list: Uint8Array[] = [];
      for (let i = 0; i < count; i++) {
        const ptr = dv.getUint32(iovs + 8 * i, true);
        const len = dv.getUint32(iovs + 8 * i + 4, true);
        list.push(new Uint8Array((memory as WebAssembly.Memory).buffer, ptr, len));
      }
      return list;
    };
    // Without files the program gets no preopen (node:wasi was given none); with them, an
    // in-memory read-only "/" whose descriptors (3 and up) this directory answers.
    const directory = request.files
      ? memoryDirectory(request.files, () => memory as WebAssembly.Memory)
      : null;
    const wasiImports = {
      ...host,
      ...directory,
      fd_write(fd: number, iovs: number, count: number, written: number): number {
        if (fd !== 1 && fd !== 2) return EBADF;
        const sink = fd === 1 ? stdout : stderr;
        let total = 0;
        for (const buffer of iovecs(iovs, count)) {
          const fits = sink.write(buffer);
          if (!fits && fd === 1) throw new OutputLimit();
          total += buffer.length;
        }
        // stderr keeps only its first bytes, but a flood on it is still a flood.
        if (fd === 2 && stderr.size > request.outputLimitBytes) throw new OutputLimit();
        view().setUint32(written, total, true);
        return ESUCCESS;
      },
      fd_read(fd: number, iovs: number, count: number, read: number): number {
        if (fd >= 3 && directory) return directory.fd_read(fd, iovs, count, read);
        if (fd !== 0) return EBADF;
        let total = 0;
        for (const buffer of iovecs(iovs, count)) {
          const n = Math.min(buffer.length, input.length - inputAt);
          buffer.set(input.subarray(inputAt, inputAt + n));
          inputAt += n;
          total += n;
          if (n < buffer.length) break;
        }
        view().setUint32(read, total, true);
        return ESUCCESS;
      },
      fd_fdstat_get(fd: number, stat: number): number {
        if (fd >= 3 && directory) return directory.fd_fdstat_get(fd, stat);
        const result = host.fd_fdstat_get?.(fd, stat) ?? EBADF;
        // /dev/null is a character device, which wasi-libc takes for a terminal and line-buffers:
        // a program printing 10⁶ lines would make 10⁶ host calls. Say "file": fully buffered.
        if (result === ESUCCESS && fd <= 2) view().setUint8(stat, FILETYPE_REGULAR_FILE);
        return result;
      },
      // Closing or renumbering 0–2 would close the /dev/null descriptor we own (and, once the
      // number is reused, someone else's): pretend to close, refuse to renumber.
      fd_close(fd: number): number {
        if (fd >= 3 && directory) return directory.fd_close(fd);
        return fd <= 2 ? ESUCCESS : (host.fd_close?.(fd) ?? EBADF);
      },
      fd_renumber(): number {
        return ENOTSUP;
      },
    };
    const instance = new WebAssembly.Instance(request.module, {
      wasi_snapshot_preview1: wasiImports,
      qisi: {
        out_of_memory() {
          outOfMemory = true;
        },
      },
    });
    memory = instance.exports.memory as WebAssembly.Memory;
    try {
      const code = wasi.start(instance);
      return reply("exited", code, null);
    } catch (error) {
      if (error instanceof OutputLimit) return reply("output-limit", null, null);
      if (outOfMemory) return reply("out-of-memory", null, null);
      const message = error instanceof Error ? error.message : String(error);
      return reply("trapped", null, message, error);
    }
  } finally {
    closeSync(devNull);
  }
}
