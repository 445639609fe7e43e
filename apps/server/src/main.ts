import { describeRunners } from "@qisi/judge";
import { StartRefused } from "./adapters/dev-adapters.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

/** Starts the server and stops it gently: requests in flight finish before the database closes. */
async function main() {
  const config = loadConfig();
  const { app } = await buildApp(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.warn(`${signal} received, finishing requests in flight`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  const address = await app.listen({ port: config.port, host: config.host });
  // One line at any log level, so people and scripts (tests, benchmarks) can see where to connect,
  // and one saying who runs children's programs (Python falls back to Pyodide without bwrap).
  process.stdout.write(`启思编程 server listening on ${address}\n`);
  process.stdout.write(`启思编程 learner code: ${describeRunners(config.judge.runner)}\n`);
}

main().catch((error) => {
  // A refusal is advice for the operator (what to set), so it is printed without a stack.
  console.error(error instanceof StartRefused ? error.message : error);
  process.exit(1);
});
