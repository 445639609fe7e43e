import { badRequest, HttpError, notFound } from "../errors.ts";

export const exerciseMissing = () => notFound("没有找到这道练习。");

export const kindMismatch = (expected: string) =>
  new HttpError(
    400,
    "exercise_kind_mismatch",
    "Attempt kind does not match the exercise.",
    `这道练习是 ${expected} 题，交上来的答案不是这一种。`,
  );

/** Quizzes, predictions and run-and-see steps have no hint ladder: their explanation comes with the answer. */
export const noHints = () =>
  new HttpError(400, "no_hints", "This exercise has no hints.", "这一题没有提示，答完就能看到讲解哦。");

/** The Parsons puzzle is checked only once the ladder has shown it, and only where there is one. */
/** A Parsons arrangement the puzzle cannot make: a line used twice, or one it does not have. */
export const parsonsLinesRefused = () => badRequest("每一行只能用一次，而且要是题目里给的行。");

export const noParsons = () =>
  new HttpError(
    409,
    "no_parsons",
    "This exercise's Parsons puzzle is not shown.",
    "这道练习现在还没有拼程序的提示：先看看前面的提示吧。",
  );

export const solutionNeedsConfirm = () =>
  new HttpError(
    409,
    "solution_needs_confirm",
    "Showing the solution needs confirm: true.",
    "下一步就是参考答案了。确定要看吗？看之前再自己试一试也很好。",
  );

export const exercisesNotPassed = () =>
  new HttpError(
    409,
    "exercises_not_passed",
    "The lesson's exercises decide when it is done.",
    "这节课的练习要全部通过，才算学完哦。",
  );

export const courseNotComplete = () =>
  new HttpError(
    404,
    "course_not_complete",
    "The course is not complete yet.",
    "这门课还没有全部学完，学完每一节课就能拿到结业证书啦。",
  );

/** The whole school's queue of checks is full for now (issue 38). */
export const checksQueueFull = () =>
  new HttpError(429, "queue_full", "The check queue is full.", "排队的同学有点多，10 秒后再点一次检查。", 10);

/** This learner's earlier presses of 检查 are still waiting their turn. */
export const checkStillWaiting = () =>
  new HttpError(
    429,
    "rate_limited",
    "Earlier checks of this account are still waiting.",
    "你上一次的检查还在排队，等它有了结果再点吧。",
    3,
  );

/** The server could not check it (nobody checking, the check itself broke): `detail` says what to do. */
export const notChecked = (detail: string) =>
  new HttpError(503, "checks_unavailable", "The attempt could not be checked.", detail, 10);

export const attemptMissing = () => notFound("没有找到这次检查。");
