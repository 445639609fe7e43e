/**
 * `GET /api/accounts/session` of this checkout against another one's, side by side in one run, and a
 * signed-in route with a bearer token (`PATCH /api/accounts/profile {}`, which reads the profile: one
 * query besides the guard's per-request session check):
 * both servers start on PGlite, and their load runs alternate (ours, theirs, ours, …) so a machine
 * whose speed drifts treats both alike. Prints req/s and p99 per run, the medians, our/their ratio
 * and the load average.
 *
 *   node --conditions=source apps/server/bench/session-against.ts /path/to/other/checkout [--duration 5] [--rounds 3]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { type ChildServer, spawnServer } from "../test/support/child-server.ts";
import { newPhone, signIn } from "../test/support/client.ts";

const args = process.argv.slice(2);
const other = args[0];
if (!other || other.startsWith("--")) {
  console.error("usage: session-against.ts <other checkout> [--duration 5] [--rounds 3]");
  process.exit(2);
}
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const duration = option("--duration", 5);
const rounds = option("--rounds", 3);

interface Side {
  name: string;
  server: ChildServer;
  cookie: string;
  token: string;
  dataDir: string;
  runs: Record<string, { rps: number; p99: number; errors: number }[]>;
}

async function start(name: string, entry?: string): Promise<Side> {
  const dataDir = mkdtempSync(join(tmpdir(), "qisi-bench-"));
  const server = await spawnServer(
    { DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT_MAX: "100000000", IP_RATE_LIMIT_MAX: "100000000" },
    entry,
  );
  const person = await signIn(server.base, newPhone());
  // Another person for the bearer runs: the cookie runs rotate (and after 90 s revoke) the first one's session.
  const reader = await signIn(server.base, newPhone());
  return { name, server, cookie: person.cookie, token: reader.token, dataDir, runs: {} };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

const ours = await start("this checkout");
const theirs = await start(other, resolve(other, "apps/server/src/main.ts"));
try {
  const get = { method: "GET" as const, path: "/accounts/session" };
  const readProfile = { method: "PATCH" as const, path: "/accounts/profile", body: "{}" };
  const scenarios = [
    ["signed in (refresh cookie)", get, (side: Side) => ({ cookie: side.cookie })],
    ["visitor", get, () => ({})],
    [
      "bearer PATCH profile {}",
      readProfile,
      (side: Side) => ({ authorization: `Bearer ${side.token}`, "content-type": "application/json" }),
    ],
  ] as const;
  for (const side of [ours, theirs]) {
    // Warm up JIT and the database before measuring.
    await autocannon({ url: `${side.server.base}/accounts/session`, connections: 20, duration: 2 });
  }
  console.log(`load average before: ${load()}`);
  for (let round = 1; round <= rounds; round += 1) {
    for (const [scenario, call, headers] of scenarios) {
      for (const side of round % 2 ? [ours, theirs] : [theirs, ours]) {
        const run = await autocannon({
          ...call,
          url: `${side.server.base}${call.path}`,
          connections: 100,
          duration,
          headers: headers(side),
        });
        side.runs[scenario] ??= [];
        side.runs[scenario].push({
          rps: Math.round(run.requests.average),
          p99: run.latency.p99,
          errors: run.errors + run.non2xx,
        });
        console.log(
          `round ${round} · ${scenario.padEnd(27)} · ${side === ours ? "ours  " : "theirs"} ${String(Math.round(run.requests.average)).padStart(6)} req/s, p99 ${run.latency.p99} ms`,
        );
      }
    }
  }
  console.log(`\n100 connections, ${duration} s × ${rounds} rounds each, PGlite`);
  const rows = scenarios.map(([scenario]) => {
    const mine = ours.runs[scenario]!;
    const base = theirs.runs[scenario]!;
    const ourRps = median(mine.map((run) => run.rps));
    const theirRps = median(base.map((run) => run.rps));
    return {
      scenario,
      "ours req/s": ourRps,
      "theirs req/s": theirRps,
      "ours/theirs": Number((ourRps / theirRps).toFixed(2)),
      "ours p99 ms": median(mine.map((run) => run.p99)),
      "theirs p99 ms": median(base.map((run) => run.p99)),
      errors: [...mine, ...base].reduce((sum, run) => sum + run.errors, 0),
    };
  });
  console.table(rows);
  console.log(`load average after: ${load()}`);
} finally {
  for (const side of [ours, theirs]) {
    side.server.process.kill("SIGTERM");
    await side.server.exited;
    rmSync(side.dataDir, { recursive: true, force: true });
  }
}
