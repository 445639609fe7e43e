import type { Problem, TestCase } from "../judge/judge.ts";

/** GESP levels (CCF 编程能力等级认证), 1–8. */
export type GespLevel = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type ProblemLanguage = "cpp" | "python";

/**
 * A problem as read from a Hydro-layout folder or zip: what the site shows (statement, samples,
 * level, tags) and, in `judge`, exactly what `judge()` takes.
 */
export interface ProblemPackage {
  /** `pid` in problem.yaml, else the folder's name: `gesp1-001`. */
  id: string;
  title: string;
  /** Hydro's `tag`. */
  tags: string[];
  /** Hydro's difficulty, 1–10, when the author gave one. */
  difficulty: number | null;
  /** The GESP level the problem practises; null for a problem from elsewhere. */
  level: GespLevel | null;
  /** Languages a submission may use (default both). */
  languages: ProblemLanguage[];
  /** problem.md: Chinese Markdown, samples in Hydro's ```input1 / ```output1 blocks. */
  statement: string;
  /** The samples found in the statement, in order. */
  samples: TestCase[];
  judge: Problem;
}
