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
  /** The check stops itself between two frames past this much CPU time (the pool's budget is the backstop). */
  timeoutMs: number;
}

// scratch-vm logs every costume it cannot fetch (checks load no assets) through console.log/warn.
for (const method of ["log", "info", "warn", "debug"] as const) console[method] = () => {};

/** This thread's CPU time: the check's own stop is counted on the same clock as the pool's budget. */
const threadCpuMs = () => {
  const used = process.threadCpuUsage();
  return (used.user + used.system) / 1000;
};

const port = parentPort;
if (!port) throw new Error("worker.ts runs as a worker thread");
const vm = createNodeVm();
port.on("message", (request: CheckRequest) => {
  checkScratchProject(vm, request.project, request.spec, {
    timeoutMs: request.timeoutMs,
    clock: threadCpuMs,
  }).then(
    (result) => port.postMessage({ id: request.id, result }),
    (error: unknown) => port.postMessage({ id: request.id, error: String(error) }),
  );
});
port.postMessage({ ready: true });
