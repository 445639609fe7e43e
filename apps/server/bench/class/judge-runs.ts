/** Judge submissions through the queue: throughput bursts (with the runner alone as baseline) and a contest. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createRunner, judge } from "@qisi/judge";
import { openDatabase } from "../../src/db/connect.ts";
import { ProblemStore } from "../../src/problems/store.ts";
import { call, type SignedIn } from "../../test/support/client.ts";
import { inBatches } from "./class-run.ts";
import { seeded } from "./stats.ts";

const problemsDir = fileURLToPath(new URL("../../../../content/problems/", import.meta.url));

export interface Submission {
  problemId: string;
  language: "cpp" | "python";
  source: string;
  expect: "AC" | "WA";
}

/** A problem's reference solution (AC) and its known wrong one (WA), from content/problems. */
export function problemSources(problemId: string) {
  const read = (file: string) => readFileSync(`${problemsDir}${problemId}/solutions/${file}`, "utf8");
  const wrongFile = /^(wrong[^:]*\.cpp):/m.exec(read("wrong.yaml"))![1]!;
  return { cpp: read("std.cpp"), python: read("std.py"), wrongCpp: read(wrongFile) };
}

export interface Judged {
  submission: Submission;
  /** From the POST to the verdict, ms. */
  ms: number;
  verdict: string | null;
  /** Times the account was told to wait (429) before its submission was taken. */
  toldToWait: number;
}

/** Submits and follows one submission to its verdict; a 429 waits its Retry-After and submits again. */
export async function submitAndFollow(api: string, who: SignedIn, submission: Submission): Promise<Judged> {
  let toldToWait = 0;
  const started = performance.now();
  for (;;) {
    const sent = await call(api, `/problems/${submission.problemId}/submissions`, {
      token: who.token,
      body: { language: submission.language, source: submission.source },
    });
    if (sent.status === 429) {
      toldToWait += 1;
      await new Promise((r) => setTimeout(r, 1000 * Number(sent.body.retryAfter ?? 1)));
      continue;
    }
    if (sent.status !== 202)
      return { submission, ms: performance.now() - started, verdict: null, toldToWait };
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      const read = await call(api, `/submissions/${sent.body.id}`, { token: who.token });
      if (read.body.state === "done") {
        return { submission, ms: performance.now() - started, verdict: read.body.verdict, toldToWait };
      }
    }
  }
}

/** `n` submissions sent at once from `n` accounts: submissions per second from the first send to the last verdict. */
export async function burst(api: string, people: SignedIn[], submissions: Submission[]) {
  const started = performance.now();
  const judged = await Promise.all(submissions.map((s, i) => submitAndFollow(api, people[i]!, s)));
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    perSecond: submissions.length / seconds,
    right: judged.filter((j) => j.verdict === j.submission.expect).length,
    judged,
  };
}

/**
 * The baseline of a burst: the same submissions judged in this process by the judge's own runner,
 * `slots` at a time, with no queue, HTTP or database in between (what the worker's slots could do).
 */
export async function runnerAlone(databaseUrl: string, submissions: Submission[], slots: number) {
  const database = await openDatabase({ databaseUrl, dataDir: null });
  const runner = createRunner();
  try {
    const store = new ProblemStore(database.db);
    const problems = new Map<string, NonNullable<Awaited<ReturnType<ProblemStore["judgeable"]>>>>();
    for (const id of new Set(submissions.map((s) => s.problemId)))
      problems.set(id, (await store.judgeable(id))!);
    // Warm: the runner's first C++ compile and first Python run start their tools.
    for (const language of new Set(submissions.map((s) => s.language))) {
      const first = submissions.find((s) => s.language === language)!;
      await judgeOne(runner, problems.get(first.problemId)!, first);
    }
    const started = performance.now();
    const verdicts = await inBatches(submissions, slots, (s) =>
      judgeOne(runner, problems.get(s.problemId)!, s),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      perSecond: submissions.length / seconds,
      right: verdicts.filter((v, i) => v === submissions[i]!.expect).length,
    };
  } finally {
    await runner.close();
    await database.close();
  }
}

type Judgeable = NonNullable<Awaited<ReturnType<ProblemStore["judgeable"]>>>;

async function judgeOne(runner: ReturnType<typeof createRunner>, problem: Judgeable, s: Submission) {
  const result = await judge(
    runner,
    { language: s.language, source: s.source },
    {
      timeLimitMs: problem.timeLimitMs,
      memoryLimitBytes: problem.memoryLimitMb * 1024 * 1024,
      checker: problem.checker,
      ...(problem.subtasks ? { subtasks: problem.subtasks } : {}),
      tests: problem.tests,
    },
  );
  return result.verdict;
}

/**
 * A contest: every account sends `perProblem` distinct C++ programs to each problem at moments
 * spread over `seconds` (one account's in order: the next after the last verdict), right and
 * wrong ones mixed; every verdict must be the expected one.
 */
export async function contest(
  api: string,
  people: SignedIn[],
  problemIds: string[],
  perProblem: number,
  seconds: number,
) {
  const random = seeded(38);
  const sources = new Map(problemIds.map((id) => [id, problemSources(id)]));
  const started = performance.now();
  const results = await Promise.all(
    people.map(async (who, n) => {
      const plan = problemIds
        .flatMap((problemId) => Array.from({ length: perProblem }, (_, k) => ({ problemId, k })))
        .map((item) => ({ ...item, at: random() * seconds * 1000 }))
        .sort((a, b) => a.at - b.at);
      const mine: Judged[] = [];
      for (const { problemId, k, at } of plan) {
        const wait = at - (performance.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const right = random() < 0.6;
        const source = `${right ? sources.get(problemId)!.cpp : sources.get(problemId)!.wrongCpp}\n// ${n}-${problemId}-${k}\n`;
        mine.push(
          await submitAndFollow(api, who, {
            problemId,
            language: "cpp",
            source,
            expect: right ? "AC" : "WA",
          }),
        );
      }
      return mine;
    }),
  );
  const judged = results.flat();
  return {
    seconds: (performance.now() - started) / 1000,
    judged,
    right: judged.filter((j) => j.verdict === j.submission.expect).length,
  };
}
