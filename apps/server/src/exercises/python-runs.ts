import type { RunLimits, Runner, RunResult } from "@qisi/judge";
import {
  type CaseRequest,
  type CaseRun,
  type Inspection,
  inspectProgram,
  type PythonObserver,
  reportIn,
  sandboxDriverProgram,
} from "@qisi/studio/checks";
import { z } from "zod";
import { nativeTrustedPython } from "../content/trusted-python.ts";

/**
 * The server's runs of a learner's Python program, through the judge's Runner (native CPython in
 * bubblewrap where the host has it, Pyodide otherwise): the driver around the program runs once per
 * case, its time and memory measured and limited by the parent, and hands back only its report on
 * the last line of stdout — the learner's data, parsed defensively by the judge (driver-report.ts).
 * The program is never in a process that holds an expected answer: those stay here, in the parent.
 *
 * The inspection (syntax and rules) runs in a process of its own that only parses: no learner code
 * executes there, so its answer is trusted; anything but a well-formed answer is our failure (503).
 */

/** One case of a lesson program: far more than any lesson task needs. */
export const caseLimits: RunLimits = {
  timeLimitMs: 2000,
  wallTimeLimitMs: 5000,
  memoryLimitBytes: 256 * 1024 * 1024,
  // The driver caps the program's output at 100,000 characters; escaped to ASCII JSON that is at
  // most 6 bytes each, with a drawing of 5,000 segments beside it.
  outputLimitBytes: 2 * 1024 * 1024,
};

/** The parse-only process: compiling 64 KiB of source takes milliseconds. */
export const inspectLimits: RunLimits = {
  timeLimitMs: 5000,
  wallTimeLimitMs: 10_000,
  memoryLimitBytes: 256 * 1024 * 1024,
  outputLimitBytes: 64 * 1024,
};

/** Thrown when our side of a check failed (a runner that cannot start, a parse process that broke). */
export class PythonChecksUnavailable extends Error {}

const InspectionAnswer = z.object({
  unreadable: z.string().nullable().optional(),
  syntax: z.object({ name: z.string(), detail: z.string(), line: z.number().int().nullable() }).nullable(),
  rule: z.object({ rule: z.number().int().nullable(), message: z.string() }).nullable(),
});

/** How a run of the driver ended, for the judge: its report, or why the runner stopped it. */
export function caseRunOf(run: RunResult): CaseRun {
  switch (run.status) {
    case "time-limit":
    case "memory-limit":
    case "output-limit":
      return { stopped: run.status };
    case "internal":
      throw new PythonChecksUnavailable(run.trap ?? "the runner failed");
    default: {
      // ok, or the program ended the driver itself (os._exit, a BaseException it raised): what it
      // left on the last line is still only a claim, and no report at all fails the check.
      const report = reportIn(run.stdout);
      return report === null ? { stopped: "crashed" } : { report };
    }
  }
}

/** Where the inspection runs: a parse-only process of its own (a long-lived python3), or the runner. */
export type Inspector = Pick<PythonObserver, "inspect">;

/**
 * The inspection in one long-lived python3 that only ever compiles learners' programs (no learner
 * code executes there, so it may serve every check; each request is bounded by the 64 KiB source
 * and a clock), or null where the host has no python3. Its answer is still read by the schema.
 */
export function parseOnlyInspector(): (Inspector & { close(): Promise<void> }) | null {
  const python = nativeTrustedPython();
  if (!python) return null;
  return {
    async inspect(source, rules) {
      const answer = await python.inspect(source, rules).catch(() => null);
      const parsed = InspectionAnswer.safeParse(answer);
      if (!parsed.success) throw new PythonChecksUnavailable("the parse-only process did not answer");
      return parsed.data;
    },
    close: () => python.close(),
  };
}

/** The inspection through the runner: a fresh process that only parses (where there is no python3). */
export function runnerInspector(runner: Runner, limits: RunLimits = inspectLimits): Inspector {
  return {
    async inspect(source: string, rules: unknown[]): Promise<Inspection> {
      const build = await runner.build("python", inspectProgram, {
        memoryLimitBytes: limits.memoryLimitBytes,
      });
      if (!build.ok) throw new PythonChecksUnavailable("the inspection program did not build");
      try {
        const run = await build.program.run(JSON.stringify({ source, rules }), limits);
        const answer = run.status === "ok" ? reportIn(run.stdout) : null;
        const parsed = answer === null ? null : InspectionAnswer.safeParse(safeJson(answer));
        if (!parsed?.success) throw new PythonChecksUnavailable(`the inspection ended ${run.status}`);
        return parsed.data;
      } finally {
        await build.program.dispose?.();
      }
    },
  };
}

export interface SandboxOptions {
  limits?: RunLimits;
  /** The parse-only process (default: through the runner). */
  inspector?: Inspector;
  /** Cases run at once: each is a process of its own, so two keep both cores busy. */
  parallel?: number;
}

/**
 * The learner's program on the server: one fresh, parent-timed run per case. The native runner
 * starts a new bubblewrapped python3 for every run of a build, so its driver is built once and
 * kept; the wasm runner's Pyodide keeps a process per build, so there the driver is built for
 * every check (the next check never shares the last one's process).
 */
export function sandboxObserver(runner: Runner, options: SandboxOptions = {}): PythonObserver {
  const limits = options.limits ?? caseLimits;
  const parallel = Math.max(1, options.parallel ?? 2);
  const inspector = options.inspector ?? runnerInspector(runner);
  const buildDriver = () =>
    runner.build("python", sandboxDriverProgram, { memoryLimitBytes: limits.memoryLimitBytes });
  let kept: ReturnType<typeof buildDriver> | null = null;
  return {
    inspect: (source, rules) => inspector.inspect(source, rules),
    async *run(source: string, cases: CaseRequest[]): AsyncIterable<CaseRun> {
      const keep = runner.name === "native";
      if (keep) kept ??= buildDriver();
      const build = await (keep && kept ? kept : buildDriver());
      if (!build.ok) {
        if (keep) kept = null;
        throw new PythonChecksUnavailable("the check driver did not build");
      }
      const { program } = build;
      const pending: Promise<CaseRun>[] = [];
      let next = 0;
      const start = () => {
        const request = cases[next++];
        if (request)
          pending.push(program.run(JSON.stringify({ source, case: request }), limits).then(caseRunOf));
      };
      try {
        for (let i = 0; i < parallel; i++) start();
        while (pending.length > 0) {
          const run = await (pending.shift() as Promise<CaseRun>);
          start();
          yield run;
        }
      } finally {
        // Stopped early (a limit): the runs already started end before their program goes.
        await Promise.allSettled(pending);
        if (!keep) await program.dispose?.();
      }
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
