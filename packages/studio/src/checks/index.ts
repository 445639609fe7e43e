/**
 * The Python check engine v2 (issue 37 item 2, issue 38 items 1 and 5), shared by the browser and
 * the server: the Python that runs around a learner's program (driver.py.ts) and looks at it
 * without running it (python-inspect.py.ts), and the TypeScript judge that decides (judge/).
 */
export { batchDriverProgram } from "./batch-program.ts";
export { driverPy, REPORT_MARK, sandboxDriverProgram } from "./driver.py.ts";
export { browserCheck } from "./expand/browser-check.ts";
export { computeExpectations, type ExpectationProblem } from "./expand/expectations.ts";
export { type PlannedCase, planCases, pythonCall, type SpecPath } from "./expand/plan-cases.ts";
export {
  type CaseRequest,
  type CheckOptions,
  caseRequest,
  checkPythonAttempt,
  type Inspection,
  MAX_SOURCE_BYTES,
  type PythonObserver,
} from "./judge/check-attempt.ts";
export { type CheckText, fill, type Translate } from "./judge/check-text.ts";
export { parseObservation, reportIn } from "./judge/driver-report.ts";
export { hiddenOutputHash, hiddenValueHash } from "./judge/hidden-hash.ts";
export { type CaseRun, judgeCase } from "./judge/judge-case.ts";
export { KNOWN_MISTAKE_TEXT_LIMIT, knownMistake } from "./judge/known-mistakes.ts";
export {
  type CompareMode,
  describeOutputDifference,
  normaliseOutput,
  type OutputReport,
  outputLines,
  sameOutput,
} from "./judge/output-difference.ts";
export { pythonSentences } from "./judge/python-sentences.ts";
export { canonicalValue, packJson, sameValue } from "./judge/python-values.ts";
export { drawingDifference } from "./judge/turtle-drawing.ts";
export { type PythonRuntime, pyodideObserver } from "./pyodide-observer.ts";
export { inspectProgram, pythonInspectPy } from "./python-inspect.py.ts";
export { passedMessage } from "./result.ts";
