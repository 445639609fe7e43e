/** One test's verdict: C++ gets the judge's (AC, WA, TLE, RE, CE…); the others AC or WA. */
export interface CheckCaseValue {
  index: number;
  verdict: string;
  timeMs?: number;
}

/**
 * The outcome of one exercise check, as @qisi/api's `ExerciseCheckResult` (kept structural here:
 * the design system does not import the API package).
 */
export interface CheckResultValue {
  passed: boolean;
  total: number;
  passedTests: number;
  /** One Chinese sentence about the first failure, or the praise on a pass. */
  message: string;
  cases?: CheckCaseValue[];
  test?: { input: string; expected?: string; actual?: string };
  error?: { name: string; detail: string; line: number | null };
  /** C++ compile errors: `message` explained in Chinese, `original` the compiler's words to fold. */
  diagnostics?: { line: number; column: number; message: string; original?: string | undefined }[];
  quiz?: { why: string[]; explanation?: string };
}
