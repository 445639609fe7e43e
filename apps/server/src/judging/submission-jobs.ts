import type { CompileLeases } from "../cpp/compile-leases.ts";
import type { Db } from "../db/connect.ts";
import { type SubmissionOutcome, SubmissionStore } from "../submissions/store.ts";
import { gaveUp, type JudgeDeps, judgeSubmission } from "./judge-submission.ts";
import type { ClaimedJob, WorkQueue } from "./work-queue.ts";
import type { JobHandler } from "./worker-pool.ts";

export interface SubmissionJobDeps extends JudgeDeps {
  db: Db;
  queue: WorkQueue;
  compileLeases: CompileLeases;
}

/** A job's compile hold lasts this long past its last renewal (a killed worker's frees itself). */
const judgeCompileHoldSeconds = 15;

/** Judges a queued submission (a C++ one under the account's compile hold) and records its verdict once. */
export function submissionJobHandler(deps: SubmissionJobDeps): JobHandler {
  return async (job) => {
    const judgeIt = () => judgeSubmission(deps, job.refId);
    const outcome =
      job.resource === "cpp"
        ? await deps.compileLeases.holding(job.accountId, judgeCompileHoldSeconds, judgeIt)
        : await judgeIt();
    await recordVerdict(deps, job, outcome);
  };
}

/** Ends a submission whose workers kept dying on it: 系统错误 (SE), never an endless wait. */
export function giveUpSubmission(deps: Pick<SubmissionJobDeps, "db" | "queue">) {
  return (job: ClaimedJob) => recordVerdict(deps, job, gaveUp());
}

/** The job's end and the verdict in one transaction, only while this worker still holds the job. */
async function recordVerdict(
  deps: Pick<SubmissionJobDeps, "db" | "queue">,
  job: ClaimedJob,
  outcome: SubmissionOutcome | null,
): Promise<void> {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await deps.queue.finish(tx, job, `submission:${job.refId}`))) return;
    if (outcome) await new SubmissionStore(tx).finish(job.refId, outcome);
  });
}
