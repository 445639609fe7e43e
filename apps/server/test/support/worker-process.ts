import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const workerEntry = fileURLToPath(new URL("../../src/judge-worker.ts", import.meta.url));

export interface WorkerProcess {
  process: ChildProcess;
  exited: Promise<unknown>;
}

/** `pnpm --filter @qisi/judge worker` as the tests run it: the same entry, in its own process, once it says ready. */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ["--conditions=source", workerEntry], {
    env: { ...process.env, LOG_LEVEL: "error", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("judge worker ready")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", () => reject(new Error(`worker exited early:\n${output}`)));
  });
  return { process: child, exited };
}

/** Ends a worker that is still running (SIGTERM: it finishes or gives back what it holds) and waits for it. */
export async function stopWorkerProcess(worker: WorkerProcess): Promise<void> {
  if (worker.process.exitCode !== null || worker.process.signalCode !== null) return;
  worker.process.kill("SIGTERM");
  await worker.exited;
}
