/**
 * Issue 25, item 4: `GET /api/accounts/session` side by side with a bare Fastify route that answers
 * the visitor's JSON from memory (`bare-session-server.ts`), in one run, interleaved (ours, bare,
 * bare, ours, …) so a machine whose speed drifts treats both alike. Our scenarios: a visitor, a
 * signed-in person (refresh cookie), and a client replaying a dead refresh cookie (logged out, so
 * its session is gone) — the replay must cost no more than a visitor. Prints medians, ratios to the
 * bare route and the load average.
 *
 *   node --conditions=source apps/server/bench/session-vs-bare.ts [--duration 5] [--rounds 3]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { type ChildServer, spawnServer } from "../test/support/child-server.ts";
import { call, newPhone, signIn } from "../test/support/client.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const duration = option("--duration", 5);
const rounds = option("--rounds", 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

async function startBare(): Promise<{ base: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL("./bare-session-server.ts", import.meta.url))],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { base, stop: () => child.kill("SIGTERM") };
}

const dataDir = mkdtempSync(join(tmpdir(), "qisi-bench-"));
const ours: ChildServer = await spawnServer({
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  RATE_LIMIT_MAX: "100000000",
  IP_RATE_LIMIT_MAX: "100000000",
});
const bare = await startBare();
try {
  const person = await signIn(ours.base, newPhone());
  const leaver = await signIn(ours.base, newPhone());
  const logout = await call(ours.base, "/accounts/logout", { method: "POST", cookie: leaver.cookie });
  if (logout.status >= 300) throw new Error(`logout failed: ${logout.status}`);

  const scenarios: [string, string, Record<string, string>][] = [
    ["bare Fastify (memory)", bare.base, {}],
    ["ours: visitor", ours.base, {}],
    ["ours: signed in (cookie)", ours.base, { cookie: person.cookie }],
    ["ours: dead cookie replayed", ours.base, { cookie: leaver.cookie }],
  ];
  for (const [, base] of scenarios.slice(0, 2)) {
    await autocannon({ url: `${base}/accounts/session`, connections: 20, duration: 2 });
  }
  const runs = new Map<string, { rps: number; p99: number; errors: number }[]>();
  console.log(`load average before: ${load()}`);
  for (let round = 1; round <= rounds; round += 1) {
    const order = round % 2 ? scenarios : [...scenarios].reverse();
    for (const [name, base, headers] of order) {
      const run = await autocannon({ url: `${base}/accounts/session`, connections: 100, duration, headers });
      const entry = {
        rps: Math.round(run.requests.average),
        p99: run.latency.p99,
        errors: run.errors + run.non2xx,
      };
      runs.set(name, [...(runs.get(name) ?? []), entry]);
      console.log(
        `round ${round} · ${name.padEnd(28)} ${String(entry.rps).padStart(6)} req/s, p99 ${entry.p99} ms`,
      );
    }
  }
  const bareRps = median(runs.get(scenarios[0]![0])!.map((run) => run.rps));
  console.log(`\nGET /api/accounts/session, 100 connections, ${duration} s × ${rounds} rounds each, PGlite`);
  console.table(
    scenarios.map(([name]) => {
      const mine = runs.get(name)!;
      const rps = median(mine.map((run) => run.rps));
      return {
        scenario: name,
        "req/s (median)": rps,
        "min–max": `${Math.min(...mine.map((r) => r.rps))}–${Math.max(...mine.map((r) => r.rps))}`,
        "÷ bare": Number((rps / bareRps).toFixed(2)),
        "p99 ms": median(mine.map((run) => run.p99)),
        errors: mine.reduce((sum, run) => sum + run.errors, 0),
      };
    }),
  );
  console.log("targets: ours ÷ bare ≥ 0.5; the dead cookie ≥ the visitor");
  console.log(`load average after: ${load()}`);
} finally {
  bare.stop();
  ours.process.kill("SIGTERM");
  await ours.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
