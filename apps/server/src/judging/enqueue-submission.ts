import type { Db } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import type { WorkQueue } from "./work-queue.ts";

export interface QueuedSubmission {
  submissionId: number;
  accountId: number;
  language: "cpp" | "python";
}

const judgeQueueFull = () =>
  new HttpError(
    429,
    "queue_full",
    "The judge queue is full.",
    "排队评测的同学有点多，10 秒后再提交一次吧。",
    10,
  );

/**
 * Puts a submission on the one queue, in the transaction that stores it (both or neither), behind
 * every lesson check (lane 1); refused with a Chinese 429 when the queue is full.
 */
export function submissionEnqueuer(queue: WorkQueue) {
  return async (tx: Db, submission: QueuedSubmission): Promise<void> => {
    if ((await queue.admit(tx, submission.accountId, 1)) === "queue-full") throw judgeQueueFull();
    await queue.add(tx, {
      accountId: submission.accountId,
      lane: 1,
      resource: submission.language,
      task: "submission",
      refId: submission.submissionId,
    });
  };
}
