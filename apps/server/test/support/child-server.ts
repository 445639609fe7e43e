import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const mainFile = fileURLToPath(new URL("../../src/main.ts", import.meta.url));

export interface ChildServer {
  process: ChildProcess;
  base: string;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
}

/** Runs the real entry point in its own process (Node strips the TypeScript types) on a free port. */
export async function spawnServer(env: Record<string, string>, entry = mainFile): Promise<ChildServer> {
  // `source`: workspace packages (the contract) resolve to their TypeScript, as in development.
  const child = spawn(process.execPath, ["--conditions=source", entry], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      STATIC_DIR: "",
      CAPTCHA_MAX_NUMBER: "200",
      RATE_LIMIT_MAX: "100000",
      IP_RATE_LIMIT_MAX: "100000",
      AUTH_RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "error",
      NODE_ENV: "test",
      // As in startTestServer: importing the repository's problems at every start costs seconds,
      // and no child-process test judges them (judge.test.ts imports the ones it needs).
      PROBLEMS_DIR: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  let output = "";
  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", () => reject(new Error(`server exited early:\n${output}`)));
  });
  return { process: child, base: `${address}/api`, exited };
}
