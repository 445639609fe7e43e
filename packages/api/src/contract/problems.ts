import { z } from "zod";
import { IsoTime, SerialId } from "./common.ts";

// ── Problems and submissions (issue 18: the judge) ───────────────────────────────────────────────
// Statements are public; submitting needs an account; a submission is read by its owner (and admins).
// Hidden tests never leave the server: a problem's answer carries its samples only, and a
// submission's per-test results carry verdict, time and memory, never the test's data.

/** A problem's id as in its package folder name (`gesp1-sum`): letters, digits, `-` and `_`. */
export const ProblemId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, "题目编号只能包含字母、数字、- 和 _，最长 64 位");

export const ProblemParams = z.object({ problemId: ProblemId });

/** What the signed-in learner has done with a problem; null for visitors and untouched problems. */
export const ProblemMark = z.enum(["solved", "attempted"]).nullable();
export type ProblemMark = z.infer<typeof ProblemMark>;

export const ProblemSummary = z.object({
  id: z.string(),
  title: z.string(),
  /** GESP level (1–8); 0 when the package does not name one. */
  level: z.number().int(),
  tags: z.array(z.string()),
  mark: ProblemMark,
});
export type ProblemSummary = z.infer<typeof ProblemSummary>;

/** `GET problems`: every problem, by level and then by id. */
export const ProblemList = z.object({ items: z.array(ProblemSummary) });
export type ProblemList = z.infer<typeof ProblemList>;

export const ProblemSample = z.object({ input: z.string(), output: z.string() });
export type ProblemSample = z.infer<typeof ProblemSample>;

/** `GET problems/{problemId}`: the statement (Markdown with `$…$` formulas), limits and samples. */
export const Problem = z.object({
  ...ProblemSummary.shape,
  statement: z.string(),
  timeLimitMs: z.number().int(),
  memoryLimitMb: z.number().int(),
  samples: z.array(ProblemSample),
  /** How many hidden tests judge a submission. */
  testCount: z.number().int(),
});
export type Problem = z.infer<typeof Problem>;

export const SubmissionLanguage = z.enum(["cpp", "python"]);
export type SubmissionLanguage = z.infer<typeof SubmissionLanguage>;

/** Sources are capped at 64 KB (UTF-8 bytes; the server counts bytes, the schema characters). */
export const maxSourceBytes = 64 * 1024;

/** `POST problems/{problemId}/submissions` → 202 `{id}`; the judge runs in the background. */
export const SubmissionCreate = z.object({
  language: SubmissionLanguage,
  source: z
    .string()
    .min(1, "代码是空的，先写点代码再提交吧。")
    .max(maxSourceBytes, "代码太长啦，最多 64 KB。"),
});
export type SubmissionCreate = z.infer<typeof SubmissionCreate>;

export const SubmissionCreated = z.object({ id: z.number().int() });
export type SubmissionCreated = z.infer<typeof SubmissionCreated>;

/** Hydro's verdicts: 答案正确 AC, 答案错误 WA, 运行超时 TLE, 内存超限 MLE, 运行错误 RE, 输出超限 OLE, 编译错误 CE, 系统错误 SE. */
export const Verdict = z.enum(["AC", "WA", "TLE", "MLE", "RE", "OLE", "CE", "SE"]);
export type Verdict = z.infer<typeof Verdict>;

/** queued → compiling → running (test k of n) → done (with a verdict). */
export const SubmissionState = z.enum(["queued", "compiling", "running", "done"]);
export type SubmissionState = z.infer<typeof SubmissionState>;

export const SubmissionCase = z.object({
  /** 1-based, as shown ("第 3 个测试点"). */
  index: z.number().int(),
  verdict: Verdict,
  timeMs: z.number().int(),
  memoryKb: z.number().int(),
});
export type SubmissionCase = z.infer<typeof SubmissionCase>;

/** A compiler message about the child's own code (CE), or a note that belongs to the message before it. */
export const SubmissionDiagnostic = z.object({
  line: z.number().int(),
  column: z.number().int(),
  severity: z.string(),
  message: z.string(),
  /** Set when the message is inside a library header, not the child's file. */
  file: z.string().optional(),
});
export type SubmissionDiagnostic = z.infer<typeof SubmissionDiagnostic>;

export const SubmissionSummary = z.object({
  id: z.number().int(),
  problemId: z.string(),
  problemTitle: z.string(),
  language: SubmissionLanguage,
  state: SubmissionState,
  /** Null until judged. */
  verdict: Verdict.nullable(),
  score: z.number().int().nullable(),
  createdAt: IsoTime,
});
export type SubmissionSummary = z.infer<typeof SubmissionSummary>;

/** `GET submissions/{id}`: poll it until `state` is `done`. */
export const Submission = z.object({
  ...SubmissionSummary.shape,
  source: z.string(),
  /** While running: the test being run and how many there are. */
  progress: z.object({ test: z.number().int(), of: z.number().int() }).nullable(),
  /** Largest time and memory over the tests. */
  timeMs: z.number().int().nullable(),
  memoryKb: z.number().int().nullable(),
  cases: z.array(SubmissionCase),
  diagnostics: z.array(SubmissionDiagnostic),
  finishedAt: IsoTime.nullable(),
});
export type Submission = z.infer<typeof Submission>;

export const SubmissionParams = z.object({ id: SerialId });

/** `?until=&limit=&problem=`: `until` is the `next` of the page before. */
export const SubmissionPageQuery = z.object({
  until: z.string().max(200).optional(),
  limit: z.coerce.number<number>().int().min(1).max(100).optional(),
  problem: ProblemId.optional(),
});
export type SubmissionPageQuery = z.infer<typeof SubmissionPageQuery>;

/** `GET submissions/mine`: newest first. */
export const SubmissionPage = z.object({
  items: z.array(SubmissionSummary),
  next: z.string().nullable(),
});
export type SubmissionPage = z.infer<typeof SubmissionPage>;

/** `POST admin/problems` (a Hydro-layout zip as the body): which problems it added or replaced. */
export const ProblemImportResult = z.object({ imported: z.array(z.string()) });
export type ProblemImportResult = z.infer<typeof ProblemImportResult>;
