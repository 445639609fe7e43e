import type {
  BrowserPythonCase,
  BrowserPythonCheck,
  ExerciseCheckResult,
  OutputDifference,
  PythonError,
  PythonObservation,
} from "@qisi/api/contract";
import type { CheckText } from "./check-text.ts";
import { parseObservation } from "./driver-report.ts";
import { hiddenOutputHash, hiddenValueHash } from "./hidden-hash.ts";
import { describeOutputDifference, outputLines, sameOutput } from "./output-difference.ts";
import { pythonSentences as say } from "./python-sentences.ts";
import { sameValue } from "./python-values.ts";
import { quote } from "./show-text.ts";
import { drawingDifference } from "./turtle-drawing.ts";

/**
 * One case judged by the parent: the learner's run (the driver's untrusted report, or how the
 * runner stopped it) against what the case expects. A shown case compares with its expected
 * answer; a hidden one, in the browser, with the salted hash of it (the server has the answer
 * itself). The sentence says what went wrong, never a hidden case's input or answer.
 */

/** One run as its runner saw it: the driver's report text, or the runner's reason for stopping it. */
export type CaseRun =
  | { report: unknown }
  | { stopped: "time-limit" | "memory-limit" | "output-limit" | "crashed" };

export type FailureKind =
  | "error"
  | "input"
  | "output-limit"
  | "timeout"
  | "memory"
  | "missing"
  | "output"
  | "return"
  | "drawing"
  | "stopped";

export interface CaseFailure {
  kind: FailureKind;
  /** What went wrong on this case, without when it happened or the known mistake's note. */
  sentence: CheckText;
  /** The run stopped in a way that ends the whole check (a limit, a broken report). */
  stops: boolean;
  /** What the known mistakes match on: the printed text (null after an error), the error. */
  stdout: string | null;
  error: string | null;
  pythonError?: PythonError;
  /** The learner's line the run stopped on (an error, an input() past the given input). */
  line?: number;
  test?: ExerciseCheckResult["test"];
  difference?: OutputDifference;
}

/** A case either as the server stores it or as the browser gets it. */
type Case = BrowserPythonCase;
type Check = Pick<BrowserPythonCheck, "compare" | "salt" | "turtle">;

const stoppedBy = {
  "time-limit": { kind: "timeout", sentence: say.timeout() },
  "memory-limit": { kind: "memory", sentence: say.memory() },
  "output-limit": { kind: "output-limit", sentence: say.outputLimit() },
  crashed: { kind: "stopped", sentence: say.stopped() },
} as const;

/** The driver's own error names, and what they mean for the child. */
function driverError(error: PythonError): { kind: FailureKind; sentence: CheckText; stops: boolean } {
  switch (error.name) {
    case "_no_input":
      return {
        kind: "input",
        sentence: error.line ? say.noInputAt(error.line) : say.noInput(),
        stops: false,
      };
    case "_output_limit":
      return { kind: "output-limit", sentence: say.outputLimit(), stops: true };
    case "_drawing_limit":
      return { kind: "output-limit", sentence: say.drawingLimit(), stops: true };
    case "_timeout":
      return { kind: "timeout", sentence: say.timeout(), stops: true };
    case "_missing":
      return { kind: "missing", sentence: say.missing(error.detail), stops: false };
  }
  return {
    kind: "error",
    sentence: error.line ? say.error(error.line) : say.errorSomewhere(),
    stops: false,
  };
}

/** Judges one run of one case: null when it passed. */
export function judgeCase(check: Check, kase: Case, run: CaseRun): CaseFailure | null {
  if ("stopped" in run) {
    const { kind, sentence } = stoppedBy[run.stopped];
    return { kind, sentence, stops: true, stdout: null, error: `_${run.stopped}: ` };
  }
  const seen = parseObservation(run.report);
  if (!seen) return { kind: "stopped", sentence: say.stopped(), stops: true, stdout: null, error: null };
  if (seen.error) {
    const { kind, sentence, stops } = driverError(seen.error);
    return {
      kind,
      sentence,
      stops,
      stdout: null,
      error: `${seen.error.name}: ${seen.error.detail}`,
      ...(!seen.error.name.startsWith("_") && { pythonError: seen.error }),
      ...(seen.error.line && { line: seen.error.line }),
      ...testOf(kase, seen.stdout),
    };
  }
  if (kase.source === "turtle") return judgeDrawing(check, kase, seen);
  if (kase.call) return judgeValue(check, kase, seen);
  return judgeOutput(check, kase, seen);
}

/** Characters of the program's output a result carries (the rest is cut with …). */
export const RESULT_OUTPUT_CHARS = 2000;

const cut = (text: string) =>
  text.length <= RESULT_OUTPUT_CHARS ? text : `${text.slice(0, RESULT_OUTPUT_CHARS)}…`;

/** What the result shows of the case: a shown one's input (and answer); a hidden one, nothing of it. */
function testOf(kase: Case, output?: string): { test: NonNullable<ExerciseCheckResult["test"]> } {
  const actual = output === undefined ? undefined : cut(output);
  if (kase.hidden)
    return {
      test: {
        input: "",
        hidden: true,
        ...(kase.about !== undefined && { about: kase.about }),
        ...(actual !== undefined && { actual }),
      },
    };
  return {
    test: { input: kase.call ? kase.call.text : kase.stdin, ...(actual !== undefined && { actual }) },
  };
}

function judgeOutput(check: Check, kase: Case, seen: PythonObservation): CaseFailure | null {
  const expected = kase.expected && "stdout" in kase.expected ? kase.expected.stdout : null;
  const facts = { stdout: seen.stdout, error: null, stops: false };
  if (expected === null) {
    if (!kase.expectedHash) return { kind: "stopped", sentence: say.stopped(), ...facts, stops: true };
    if (hiddenOutputHash(check.salt, seen.stdout, check.compare) === kase.expectedHash) return null;
    return {
      kind: "output",
      sentence: hiddenOutputSentence(seen.stdout),
      ...facts,
      ...testOf(kase, seen.stdout),
    };
  }
  if (sameOutput(expected, seen.stdout, check.compare)) return null;
  if (kase.hidden)
    return {
      kind: "output",
      sentence: hiddenOutputSentence(seen.stdout),
      ...facts,
      ...testOf(kase, seen.stdout),
    };
  const { sentence, difference } = describeOutputDifference(expected, seen.stdout, check.compare);
  const { test } = testOf(kase, seen.stdout);
  return {
    kind: "output",
    sentence,
    ...facts,
    test: { ...test, expected },
    ...(difference && { difference }),
  };
}

function hiddenOutputSentence(stdout: string): CheckText {
  const lines = outputLines(stdout);
  if (lines.length === 0) return say.hiddenNothing();
  if (lines.length === 1) return say.hiddenOutput(quote(lines[0] ?? ""));
  return say.hiddenOutputLines(quote(lines[0] ?? ""), lines.length);
}

function judgeValue(check: Check, kase: Case, seen: PythonObservation): CaseFailure | null {
  const broken = {
    kind: "stopped",
    sentence: say.stopped(),
    stops: true,
    stdout: null,
    error: null,
  } as const;
  if (seen.value === undefined || seen.repr === undefined) return broken;
  const expected = kase.expected && "value" in kase.expected ? kase.expected : null;
  if (expected) {
    if (sameValue(expected.value, seen.value)) return null;
  } else {
    if (!kase.expectedHash) return broken;
    if (hiddenValueHash(check.salt, seen.value) === kase.expectedHash) return null;
  }
  let sentence: CheckText =
    expected && !kase.hidden ? say.returned(expected.repr, seen.repr) : say.hiddenReturned(seen.repr);
  if (seen.value === null && seen.stdout !== "") sentence = say.printedNotReturned(sentence);
  const { test } = testOf(kase, seen.repr);
  return {
    kind: "return",
    sentence,
    stops: false,
    stdout: seen.stdout,
    error: null,
    test: expected && !kase.hidden ? { ...test, expected: expected.repr } : test,
  };
}

function judgeDrawing(check: Check, kase: Case, seen: PythonObservation): CaseFailure | null {
  const expected = kase.expected && "drawing" in kase.expected ? kase.expected.drawing : null;
  if (!expected || !seen.drawing)
    return { kind: "stopped", sentence: say.stopped(), stops: true, stdout: null, error: null };
  const turtle = check.turtle ?? { tolerance: 0.5, area: false };
  const difference = drawingDifference(expected, seen.drawing, turtle.tolerance, turtle.area);
  if (!difference) return null;
  return {
    kind: "drawing",
    sentence: difference,
    stops: false,
    stdout: seen.stdout,
    error: null,
    ...testOf(kase),
  };
}

/** When a case ran, in a child's words: 输入 3 和 5, 调用 add(3, 5), 换了一组没给你看的输入. */
export function whenOf(kase: Case): CheckText | null {
  const name = kase.call?.name;
  if (kase.hidden) {
    if (kase.source === "random")
      return name ? say.randomCall(name, kase.about ?? "") : say.random(kase.about ?? "");
    if (name) return kase.about ? say.hiddenCallAbout(name, kase.about) : say.hiddenCall(name);
    return kase.about ? say.hiddenAbout(kase.about) : say.hidden();
  }
  if (kase.call) return say.calling(kase.call.text);
  const rows = outputLines(kase.stdin);
  if (rows.length === 0) return kase.source === "turtle" ? null : say.running();
  if (rows.length <= 3 && rows.every((row) => row.length <= 20)) return say.withInput(rows);
  return say.withLongInput(`${rows.slice(0, 4).join(" / ")}${rows.length > 4 ? " / …" : ""}`);
}
