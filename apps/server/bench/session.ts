/**
 * Load benchmark (DESIGN.md budgets): `GET /api/accounts/session` req/s and p99 at 100 connections,
 * for a signed-in person (refresh cookie → database lookup + fresh JWT) and for a visitor, on PGlite
 * and on Postgres; plus the time to save a 5 MB Scratch project.
 *
 *   node apps/server/bench/session.ts [--duration 10] [--only pglite|postgres] [--no-cache]
 *
 * --no-cache sets SESSION_CACHE_MS=0, so every signed-in request reads the database.
 *
 * The server runs as its own process so the load generator does not share its event loop.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { spawnServer } from "../test/support/child-server.ts";
import { call, newPhone, signIn } from "../test/support/client.ts";
import { startTestPostgres } from "../test/support/postgres.ts";

const args = process.argv.slice(2);
const duration = Number(args[args.indexOf("--duration") + 1]) || 10;
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;
const cacheEnv: Record<string, string> = args.includes("--no-cache") ? { SESSION_CACHE_MS: "0" } : {};

interface Result {
  backend: string;
  scenario: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({ url, connections: 100, duration, headers, pipelining: 1 });
}

async function measure(
  backend: string,
  env: Record<string, string>,
): Promise<{ results: Result[]; saveMs: number[] }> {
  const server = await spawnServer({
    ...env,
    ...cacheEnv,
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "100000000",
    IP_RATE_LIMIT_MAX: "100000000",
  });
  try {
    const person = await signIn(server.base, newPhone());
    const url = `${server.base}/accounts/session`;
    // Warm up JIT and connection pools before measuring.
    await autocannon({ url, connections: 20, duration: 2, headers: { cookie: person.cookie } });
    const results: Result[] = [];
    for (const [scenario, headers] of [
      ["signed in (refresh cookie)", { cookie: person.cookie }],
      ["visitor", {}],
    ] as const) {
      const run = await load(url, headers);
      results.push({
        backend,
        scenario,
        requestsPerSecond: Math.round(run.requests.average),
        p99Ms: run.latency.p99,
        errors: run.errors + run.non2xx,
      });
    }
    const check = await call(server.base, "/accounts/session", { cookie: person.cookie });
    if (check.body.id !== person.id) throw new Error("the session stopped being signed in during the run");

    const { body: project } = await call(server.base, "/projects", {
      token: person.token,
      body: { kind: "scratch", title: "大作品", body: "{}" },
    });
    const saveMs: number[] = [];
    let version = project.version as number;
    for (let run = 0; run < 5; run += 1) {
      const body = JSON.stringify({
        targets: [{ name: "舞台", run, blocks: "积".repeat((5 * 1024 * 1024) / 3) }],
      });
      const started = performance.now();
      const saved = await call(server.base, `/projects/${project.id}`, {
        method: "PUT",
        token: person.token,
        body: { body, version },
      });
      saveMs.push(performance.now() - started);
      if (saved.status !== 200) throw new Error(`save failed: ${saved.status}`);
      version = saved.body.version;
    }
    return { results, saveMs };
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const rows: Result[] = [];
  const saves: Record<string, number> = {};
  if (!only || only === "pglite") {
    const dataDir = mkdtempSync(join(tmpdir(), "qisi-bench-"));
    try {
      const { results, saveMs } = await measure("pglite", { DATA_DIR: dataDir });
      rows.push(...results);
      saves.pglite = median(saveMs);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!only || only === "postgres") {
    const postgres = await startTestPostgres();
    try {
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query("CREATE DATABASE qisi_bench");
      await admin.end();
      const { results, saveMs } = await measure("postgres", {
        DATA_DIR: ":memory:",
        DATABASE_URL: postgres.url.replace(/\/postgres$/, "/qisi_bench"),
      });
      rows.push(...results);
      saves.postgres = median(saveMs);
    } finally {
      postgres.stop();
    }
  }
  const cacheNote = cacheEnv.SESSION_CACHE_MS ? "session cache off" : "session cache 2 s";
  console.log(`\nGET /api/accounts/session, 100 connections, ${duration} s, ${cacheNote}`);
  console.log("Targets: ≥ 2000 req/s, p99 ≤ 50 ms");
  console.table(rows);
  console.log("5 MB Scratch project save, median of 5 (target ≤ 300 ms):");
  for (const [backend, ms] of Object.entries(saves)) console.log(`  ${backend}: ${ms.toFixed(0)} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
