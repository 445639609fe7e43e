/**
 * Worker thread that runs @yowasp/clang (clang and wasm-ld compiled to WebAssembly). It lives in a
 * thread so a compile can be stopped by terminating the worker, and stays warm between compiles:
 * the first compile pays 7–9 s of WebAssembly compilation, later ones ~2–3 s (TOOLCHAIN.md).
 * Plain, erasable TypeScript only: Node loads it directly with type stripping.
 */
import { parentPort } from "node:worker_threads";
import { commands } from "@yowasp/clang";

export interface YowaspRequest {
  id: number;
  args: string[];
  files: Record<string, unknown>;
  stderrLimit: number;
}

export interface YowaspResponse {
  id: number;
  code: number;
  stderr: string;
  wasm: Uint8Array | null;
  error?: string;
}

const port = parentPort;
if (!port) throw new Error("yowasp-worker must run in a worker thread");

port.on("message", async (request: YowaspRequest) => {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stderr = (bytes: Uint8Array | null) => {
    if (!bytes || size >= request.stderrLimit) return;
    const kept = bytes.subarray(0, request.stderrLimit - size);
    chunks.push(kept.slice());
    size += kept.length;
  };
  const text = () => Buffer.concat(chunks).toString("utf8");
  try {
    // `commands["clang++"]` is the typed face of the package's runClang("clang++", …).
    const out = await commands["clang++"](request.args, request.files as never, {
      stderr,
      stdout: () => {},
      fetchProgress: () => {},
    });
    const wasm = (out as Record<string, unknown> | undefined)?.["main.wasm"];
    const response: YowaspResponse = {
      id: request.id,
      code: 0,
      stderr: text(),
      wasm: wasm instanceof Uint8Array ? wasm : null,
    };
    port.postMessage(response);
  } catch (error) {
    const code =
      typeof (error as { code?: unknown }).code === "number" ? (error as { code: number }).code : -1;
    const response: YowaspResponse = {
      id: request.id,
      code,
      stderr: text(),
      wasm: null,
      ...(code === -1 ? { error: String(error) } : {}),
    };
    port.postMessage(response);
  }
});
