import { parentPort } from "node:worker_threads";
import type { ScratchCheckSpec } from "@qisi/api/contract";
import { checkScratchProject } from "../check.ts";
import { createNodeVm } from "./load-vm.ts";

/**
 * A worker thread with one scratch-vm, reused for every check it is sent (one at a time). A check
 * past its time stops itself between two frames, and the thread goes on; the pool (pool.ts)
 * replaces the whole thread when a check passes its CPU budget anyway, or crashes.
 */
export interface CheckRequest {
  id: number;
  project: string;
  spec: ScratchCheckSpec;
  /** The check stops itself between two frames past this (the pool's CPU budget is the backstop). */
  timeoutMs: number;
}

// scratch-vm logs every costume it cannot fetch (checks load no assets) through console.log/warn.
for (const method of ["log", "info", "warn", "debug"] as const) console[method] = () => {};

const port = parentPort;
if (!port) throw new Error("worker.ts runs as a worker thread");
const vm = createNodeVm();
port.on("message", (request: CheckRequest) => {
  checkScratchProject(vm, request.project, request.spec, { timeoutMs: request.timeoutMs }).then(
    (result) => port.postMessage({ id: request.id, result }),
    (error: unknown) => port.postMessage({ id: request.id, error: String(error) }),
  );
});
port.postMessage({ ready: true });
