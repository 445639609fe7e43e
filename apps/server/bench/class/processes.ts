/** The processes the class bench runs: a throwaway Postgres, one server, one worker, as production does. */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startTestPostgres, type TestPostgres } from "../../test/support/postgres.ts";

const serverDir = fileURLToPath(new URL("../../", import.meta.url));

export interface Running {
  process: ChildProcess;
  /** Resolves when it has exited. */
  exited: Promise<void>;
}

/** Starts `entry` (TypeScript, from the sources) and resolves once its output matches `ready`. */
function start(
  entry: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<Running & { line: string }> {
  const child = spawn(process.execPath, ["--conditions=source", `${serverDir}src/${entry}`], {
    env: { ...process.env, LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, exited, line: match[1] ?? match[0] });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => {
      onData(chunk);
      // After start, what a process says on stderr is worth seeing (a crash, a warning).
      if (ready.test(output)) process.stderr.write(`  [${entry}] ${chunk}`);
    });
    child.once("exit", (code) => reject(new Error(`${entry} exited (${code}):\n${output}`)));
  });
}

/**
 * The server as a school runs it on Postgres with no workers of its own; sign-in's captcha is made
 * easy and its daily SMS caps high (the bench signs in 165 people from one address), every other
 * limit is the production default.
 */
export async function startServer(databaseUrl: string): Promise<Running & { api: string }> {
  const server = await start(
    "main.ts",
    {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: "bench-class",
      PORT: "0",
      HOST: "127.0.0.1",
      STATIC_DIR: "",
      JUDGE_WORKERS: "0",
      CAPTCHA_MAX_NUMBER: "200",
      AUTH_RATE_LIMIT_MAX: "100000",
      SMS_DAILY_PER_IP: "100000",
      SMS_DAILY_PER_PHONE: "100000",
      IP_RATE_LIMIT_MAX: "100000",
    },
    /listening on (http:\/\/\S+)/,
  );
  return { ...server, api: `${server.line}/api` };
}

/** One `judge-worker` process with its default slots (one per core). */
export async function startWorker(databaseUrl: string): Promise<Running & { slots: number }> {
  const worker = await start(
    "judge-worker.ts",
    { DATABASE_URL: databaseUrl },
    /judge worker ready \((\d+) at a time\)/,
  );
  return { ...worker, slots: Number(worker.line) };
}

export async function stop(running: Running | undefined): Promise<void> {
  if (!running || running.process.exitCode !== null) return;
  running.process.kill("SIGTERM");
  await running.exited;
}

export { startTestPostgres, type TestPostgres };
