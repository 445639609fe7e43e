/**
 * `pnpm bench:class [--contest-minutes 10] [--skip-contest] [--burst 40]`: a whole class on one
 * server and one worker process (issue 38), on a throwaway Postgres, as a school runs it.
 *
 * 1. A class at once: 60 children each press 检查 once within 10 s (40 Python, 10 C++, 10 Scratch,
 *    real exercises from content/, every fourth child with the author's known wrong program) while
 *    5 other accounts keep sending the worst programs (an infinite loop, a flood of output, a macro
 *    bomb, 64 KB of newlines, a Scratch project that never yields); `/api/healthz` is timed every
 *    50 ms throughout. Baseline, interleaved: each kind checked by one child alone, before and after.
 *    Targets: every child gets the server's confirmed result, p95 ≤ 5 s, max ≤ 10 s, zero errors;
 *    healthz p99 ≤ 100 ms.
 * 2. Queue throughput: bursts of distinct C++ sources, one repeated C++ source and Python, through
 *    the queue; baseline: the same submissions judged by the judge's own runner in this process,
 *    with as many at once as the worker has slots. Targets: distinct C++ ≥ 2/s per core, repeated
 *    and Python ≥ 20/s per core.
 * 3. A contest: 100 accounts × 2 problems × 3 distinct C++ submissions spread over 10 minutes;
 *    every verdict must be right.
 * The machine is shared: every figure goes with the load average.
 */
import { availableParallelism, cpus } from "node:os";
import { parseArgs } from "node:util";
import { inArray } from "drizzle-orm";
import { loadAverage } from "../../../../bench/support.ts";
import { openDatabase } from "../../src/db/connect.ts";
import { exerciseAttempts } from "../../src/db/schema.ts";
import { healthPoller, hostileLoop, type PressResult, pressCheck, signInPeople } from "./class-run.ts";
import { burst, contest, problemSources, runnerAlone, type Submission } from "./judge-runs.ts";
import { startServer, startTestPostgres, startWorker, stop } from "./processes.ts";
import { type CodeKind, childPress, contentExercises, hostilePresses } from "./programs.ts";
import { percentile, ratio, seeded, summary } from "./stats.ts";

const { values: args } = parseArgs({
  options: {
    "contest-minutes": { type: "string", default: "10" },
    "skip-contest": { type: "boolean", default: false },
    burst: { type: "string", default: "40" },
  },
});
const cores = availableParallelism();
const say = (line = "") => console.log(line);

say(`class bench · ${new Date().toISOString()} · ${cores} × ${cpus()[0]?.model}`);
say(`load average ${loadAverage()} (1, 5, 15 min)`);

const postgres = await startTestPostgres();
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
try {
  [server, worker] = await Promise.all([startServer(postgres.url), startWorker(postgres.url)]);
  const api = server.api;
  say(`one server (no workers of its own), one worker process with ${worker.slots} slots, Postgres 15`);
  const exercises = contentExercises();
  const packages = [...new Set(exercises.map((exercise) => exercise.packageUid))];
  const counts = (kind: CodeKind) => exercises.filter((exercise) => exercise.kind === kind).length;
  say(
    `exercises from content/: ${counts("python")} Python, ${counts("cpp")} C++, ${counts("scratch")} Scratch`,
  );

  const mix: CodeKind[] = [
    ...Array(40).fill("python"),
    ...Array(10).fill("cpp"),
    ...Array(10).fill("scratch"),
  ];
  const signInStarted = performance.now();
  const [children, hostile, alone] = await Promise.all([
    signInPeople(api, mix.length, packages),
    signInPeople(api, 5, packages),
    signInPeople(api, 3, packages),
  ]);
  say(
    `68 people signed in and bought their courses in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s`,
  );

  // ── 1. The class ───────────────────────────────────────────────────────────────────────────────
  const aloneRound = async () => {
    const byKind = new Map<CodeKind, number[]>();
    for (const [i, kind] of (["python", "cpp", "scratch"] as const).entries()) {
      for (let n = 0; n < 3; n += 1) {
        const result = await pressCheck(api, alone[i]!, childPress(exercises, kind, n * 4));
        if (result.status !== 200)
          say(`  (alone: ${kind} answered ${result.status} ${result.detail?.slice(0, 80)})`);
        else byKind.set(kind, [...(byKind.get(kind) ?? []), result.ms]);
      }
    }
    return byKind;
  };
  // Warm the worker's tools (Python's process, the compiler, the Scratch VM) as a lesson's first checks do.
  await aloneRound();
  const before = await aloneRound();
  const idleHealth = healthPoller(api, 50);
  await new Promise((r) => setTimeout(r, 3000));
  const idle = await idleHealth.stop();

  const random = seeded(60);
  const presses = mix.map((kind, n) => ({
    kind,
    press: childPress(exercises, kind, n),
    at: 1000 + random() * 10_000,
  }));
  const health = healthPoller(api, 50);
  const hostileRuns = hostilePresses(exercises).map(({ what, press }, i) => ({
    what,
    loop: hostileLoop(api, hostile[i]!, press),
  }));
  const classStarted = performance.now();
  const load1 = loadAverage();
  const results: PressResult[] = await Promise.all(
    presses.map(async ({ press, at }, n) => {
      await new Promise((r) => setTimeout(r, at));
      return pressCheck(api, children[n]!, press);
    }),
  );
  const classSeconds = (performance.now() - classStarted) / 1000;
  await Promise.all(hostileRuns.map((run) => run.loop.stop()));
  const during = await health.stop();
  const load2 = loadAverage();
  const after = await aloneRound();

  const database = await openDatabase({ databaseUrl: postgres.url, dataDir: null });
  const ids = results.flatMap((r) => (r.attemptId ? [r.attemptId] : []));
  const rows = ids.length
    ? await database.db.select().from(exerciseAttempts).where(inArray(exerciseAttempts.id, ids))
    : [];
  await database.close();
  const rowOf = new Map(rows.map((row) => [row.id, row]));

  say();
  say(
    `## 1. A class at once (${classSeconds.toFixed(1)} s; load ${load1} at the start, ${load2} at the end)`,
  );
  say();
  say(
    "| kind | children | confirmed | errors | wrong verdicts | press → confirmed p50 / p95 / max (ms) | alone, before / after (p50 ms) | class p95 / alone p50 |",
  );
  say("| --- | --- | --- | --- | --- | --- | --- | --- |");
  const row = (label: string, subset: PressResult[], aloneMs: number[]) => {
    const confirmed = subset.filter((r) => r.status === 200);
    const wrong = confirmed.filter((r) => r.passed !== r.press.expectPass).length;
    const p95 = percentile(
      subset.map((r) => r.ms),
      95,
    );
    const aloneP50 = percentile(aloneMs, 50);
    say(
      `| ${label} | ${subset.length} | ${confirmed.length} | ${subset.length - confirmed.length} | ${wrong} | ${summary(subset.map((r) => r.ms))} | ${aloneMs.length ? `${Math.round(percentile(aloneMs.slice(0, aloneMs.length / 2), 50))} / ${Math.round(percentile(aloneMs.slice(aloneMs.length / 2), 50))}` : "—"} | ${ratio(p95, aloneP50)} |`,
    );
  };
  for (const kind of ["python", "cpp", "scratch"] as const) {
    row(
      kind,
      results.filter((r) => r.press.kind === kind),
      [...(before.get(kind) ?? []), ...(after.get(kind) ?? [])],
    );
  }
  row("all", results, []);
  const p95 = percentile(
    results.map((r) => r.ms),
    95,
  );
  const max = Math.max(...results.map((r) => r.ms));
  const errors = results.filter((r) => r.status !== 200);
  say();
  say(
    `targets: p95 ${Math.round(p95)} ms (≤ 5000) ${p95 <= 5000 ? "met" : "NOT met"} · max ${Math.round(max)} ms (≤ 10000) ${max <= 10_000 ? "met" : "NOT met"} · errors ${errors.length} (0) ${errors.length === 0 ? "met" : "NOT met"}`,
  );
  for (const error of errors.slice(0, 5)) say(`  error: ${error.status} ${error.detail?.slice(0, 120)}`);
  const healthP99 = percentile(during.times, 99);
  say(
    `/api/healthz: during the class p50 / p99 / max ${Math.round(percentile(during.times, 50))} / ${Math.round(healthP99)} / ${Math.round(Math.max(...during.times))} ms (n=${during.times.length}, ${during.failures} not 200); idle p50 / p99 ${Math.round(percentile(idle.times, 50))} / ${Math.round(percentile(idle.times, 99))} ms; target p99 ≤ 100 ms ${healthP99 <= 100 ? "met" : "NOT met"}`,
  );
  say();
  say(
    "Where the time goes (from the attempts' rows: created → a worker starts → result recorded → the child has it):",
  );
  for (const kind of ["python", "cpp", "scratch"] as const) {
    const mine = results.filter(
      (r) => r.press.kind === kind && r.attemptId && rowOf.get(r.attemptId)?.startedAt,
    );
    const part = (f: (r: PressResult, row: NonNullable<ReturnType<typeof rowOf.get>>) => number) =>
      summary(mine.map((r) => f(r, rowOf.get(r.attemptId!)!)));
    say(
      `- ${kind}: waiting in the queue ${part((_, a) => a.startedAt!.getTime() - a.createdAt.getTime())}; checking ${part((_, a) => a.finishedAt!.getTime() - a.startedAt!.getTime())} (ms, p50 / p95 / max)`,
    );
  }
  say("Hostile accounts (each pressing again as soon as it had an answer):");
  for (const run of hostileRuns) {
    const statuses = new Map<number, number>();
    for (const r of run.loop.results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    const answers = [...statuses].map(([status, n]) => `${n}× ${status}`).join(", ");
    say(
      `- ${run.what}: ${run.loop.results.length} presses (${answers}), each ${summary(run.loop.results.map((r) => r.ms))} ms`,
    );
  }

  // ── 2. Queue throughput ──────────────────────────────────────────────────────────────────────
  const size = Number(args.burst);
  const people = await signInPeople(api, 100, []);
  const a = problemSources("gesp1-001");
  const bursts: { what: string; target: number; submissions: Submission[] }[] = [
    {
      what: "distinct C++ sources",
      target: 2,
      submissions: Array.from({ length: size }, (_, i) => ({
        problemId: "gesp1-001",
        language: "cpp",
        source: `${a.cpp}\n// ${i}\n`,
        expect: "AC",
      })),
    },
    {
      what: "one repeated C++ source",
      target: 20,
      submissions: Array.from({ length: size }, () => ({
        problemId: "gesp1-001",
        language: "cpp",
        source: a.cpp,
        expect: "AC",
      })),
    },
    {
      what: "Python",
      target: 20,
      submissions: Array.from({ length: size }, () => ({
        problemId: "gesp1-001",
        language: "python",
        source: a.python,
        expect: "AC",
      })),
    },
  ];
  say();
  say(`## 2. Queue throughput (${size} submissions at once from ${size} accounts, 12 tests each)`);
  say();
  say(
    "| what | through the queue (/s) | per core | runner alone in-process (/s) | queue / alone | verdicts right | target per core |",
  );
  say("| --- | --- | --- | --- | --- | --- | --- |");
  for (const { what, target, submissions } of bursts) {
    const load = loadAverage();
    const queued = await burst(api, people, submissions);
    const direct = await runnerAlone(postgres.url, submissions, worker.slots);
    const perCore = queued.perSecond / cores;
    say(
      `| ${what} | ${queued.perSecond.toFixed(2)} | ${perCore.toFixed(2)} ${perCore >= target ? "(met)" : "(NOT met)"} | ${direct.perSecond.toFixed(2)} | ${ratio(queued.perSecond, direct.perSecond)} | ${queued.right}/${submissions.length} · ${direct.right}/${submissions.length} | ≥ ${target} (load ${load}) |`,
    );
  }

  // ── 3. A contest ─────────────────────────────────────────────────────────────────────────────
  if (!args["skip-contest"]) {
    const minutes = Number(args["contest-minutes"]);
    const load = loadAverage();
    const run = await contest(api, people, ["gesp1-001", "gesp1-002"], 3, minutes * 60);
    const times = run.judged.map((j) => j.ms);
    const waited = run.judged.reduce((sum, j) => sum + j.toldToWait, 0);
    say();
    say(`## 3. A contest: 100 accounts × 2 problems × 3 distinct C++ submissions over ${minutes} min`);
    say();
    say(
      `${run.judged.length} submissions in ${run.seconds.toFixed(0)} s; verdicts right ${run.right}/${run.judged.length} ${run.right === run.judged.length ? "(met)" : "(NOT met)"}; send → verdict p50 / p95 / max ${summary(times)} ms; told to wait (429) ${waited}×; load ${load} → ${loadAverage()}`,
    );
  }
} finally {
  await stop(worker);
  await stop(server);
  postgres.stop();
}
