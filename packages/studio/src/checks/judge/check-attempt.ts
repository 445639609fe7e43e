import type {
  BrowserPythonCheck,
  ExerciseCheckResult,
  PythonError,
  StoredPythonCheck,
} from "@qisi/api/contract";
import { loadPatternEngine } from "../patterns/index.ts";
import { passedMessage } from "../result.ts";
import { type CheckText, fill, type Translate } from "./check-text.ts";
import { type CaseFailure, type CaseRun, judgeCase, whenOf } from "./judge-case.ts";
import { knownMistake } from "./known-mistakes.ts";
import { pythonSentences as say } from "./python-sentences.ts";

/**
 * A Python attempt checked the v2 way (issue 37 item 2, issue 38 item 1), the same in the browser
 * and on the server: a trusted look at the program that never runs it (does it parse, which rule
 * does it break), then one raw run per case, each handing back only an observation, judged here by
 * the parent against the expectations computed at import. Every case runs (so the sentence can say
 * "试了 3 次，第 2 次……") unless one hits a limit; the first failing case is the one the child reads.
 */

/** What runs the program on one case: its stdin, the call after it, whether it draws. */
export interface CaseRequest {
  stdin: string;
  /** The function to call after the program ran, with its argument list as a Python literal. */
  call?: { name: string; args: string };
  turtle: boolean;
}

/**
 * A trusted look at the program: why it cannot be read at all (nested too deep to compile safely:
 * it is never run), its syntax error, or the first rule it breaks (`rule` null: the rules module
 * could not read it).
 */
export interface Inspection {
  unreadable?: string | null;
  syntax: PythonError | null;
  rule: { rule: number | null; message: string } | null;
}

/**
 * Where the program runs: the browser's Pyodide worker, the server's sandboxed runner (fresh per
 * run), or a trusted process for content check. `run` yields one run per case, in order; the
 * checker may stop early (a limit), which ends the iteration.
 */
export interface PythonObserver {
  inspect(source: string, rules: unknown[]): Promise<Inspection>;
  run(source: string, cases: CaseRequest[]): AsyncIterable<CaseRun>;
}

/** Programs over this many UTF-8 bytes are not run (the attempt's own limit is 64 KiB). */
export const MAX_SOURCE_BYTES = 64 * 1024;

export const caseRequest = (kase: BrowserPythonCheck["cases"][number]): CaseRequest => ({
  stdin: kase.stdin,
  ...(kase.call && { call: { name: kase.call.name, args: kase.call.args } }),
  turtle: kase.source === "turtle",
});

export interface CheckOptions {
  /** Sentences into text (default: zh-CN). */
  translate?: Translate;
}

/** Checks a program against an exercise's expanded cases; a learner's mistake is a result, never a throw. */
export async function checkPythonAttempt(
  check: StoredPythonCheck | BrowserPythonCheck,
  source: string,
  observer: PythonObserver,
  options: CheckOptions = {},
): Promise<ExerciseCheckResult> {
  const translate = options.translate ?? ((text: CheckText) => fill(text));
  const total = check.cases.length;
  const failed = (sentence: CheckText, extra: Partial<ExerciseCheckResult> = {}, passedTests = 0) => ({
    passed: false,
    total,
    passedTests,
    message: finished(translate(sentence)),
    cases: [],
    ...extra,
  });
  if (new TextEncoder().encode(source).length > MAX_SOURCE_BYTES) return failed(say.tooLong());
  // Known mistakes are matched on RE2 (a browser fetches its WebAssembly once; Node has it at once).
  await loadPatternEngine();
  const turtle = check.turtle !== undefined;
  const inspection = await observer.inspect(source, check.rules);
  if (inspection.unreadable) return failed(authored(inspection.unreadable));
  if (inspection.syntax) {
    const { syntax } = inspection;
    const note = knownMistake(check.wrong, {
      source,
      stdout: null,
      error: `${syntax.name}: ${syntax.detail}`,
      drawing: false,
      turtle,
    });
    const sentence = syntax.line ? say.syntax(syntax.line) : say.syntaxSomewhere();
    return failed(note ? say.withNote(sentence, note.message) : sentence, { error: syntax });
  }
  let ran = 0;
  let passed = 0;
  let first: { failure: CaseFailure; position: number } | null = null;
  for await (const run of observer.run(source, check.cases.map(caseRequest))) {
    const kase = check.cases[ran];
    if (!kase) break;
    ran++;
    const failure = judgeCase(check, kase, run);
    if (!failure) passed++;
    else first ??= { failure, position: ran };
    if (failure?.stops) break;
  }
  if (first) {
    const { failure, position } = first;
    const kase = check.cases[position - 1];
    // A broken report is about the check, not about this input: no "输入 3 和 5 时".
    const when = kase && failure.kind !== "stopped" ? whenOf(kase) : null;
    const prefix = when ? (ran > 1 ? say.tries(ran, position, when) : say.once(when)) : null;
    const note = knownMistake(check.wrong, {
      source,
      stdout: failure.stdout,
      error: failure.error,
      drawing: failure.kind === "drawing",
      turtle,
    });
    const body = note
      ? say.withNote(failure.sentence, note.message)
      : failure.kind === "input"
        ? readPastInput(failure.sentence, source, failure.line)
        : failure.sentence;
    return failed(
      prefix ? say.whenThen(prefix, body) : body,
      {
        ...(failure.test && { test: failure.test }),
        ...(failure.pythonError && { error: failure.pythonError }),
        ...(failure.difference && { difference: failure.difference }),
      },
      passed,
    );
  }
  if (ran < total) return failed(say.stopped(), {}, passed);
  // The rule's message is the author's (or the rules module's) text, already in Chinese.
  if (inspection.rule) return failed(authored(inspection.rule.message), {}, passed);
  return { passed: true, total, passedTests: passed, message: passedMessage, cases: [] };
}

/**
 * A program that asked for more input than it was given: an input() inside a loop means the loop
 * went on past where it should stop (a stop word never matched, a count one too many); elsewhere, one
 * input() too many.
 */
function readPastInput(sentence: CheckText, source: string, line: number | undefined): CheckText {
  return line !== undefined && insideLoop(source, line)
    ? say.noInputInLoop(sentence)
    : say.noInputExtra(sentence);
}

/** Whether line `line` (1-based) sits in the body of a `for` or `while`, by indentation. */
export function insideLoop(source: string, line: number): boolean {
  const lines = source.split("\n");
  const indentOf = (text: string) => text.length - text.trimStart().length;
  let indent = indentOf(lines[line - 1] ?? "");
  for (let index = line - 2; index >= 0 && indent > 0; index--) {
    const text = lines[index] ?? "";
    const code = text.trim();
    if (code === "" || code.startsWith("#") || indentOf(text) >= indent) continue;
    if (/^(for|while)\b/.test(code)) return true;
    indent = indentOf(text);
  }
  return false;
}

/** A sentence as the child reads it: ending in 。 unless it ends in a question or an exclamation. */
const finished = (text: string) => (/[。？！?!]$/.test(text) ? text : `${text}。`);

/** Text an author wrote, carried as a sentence (its braces are not placeholders). */
const authored = (message: string): CheckText => ({ id: "", message: "{message}", values: { message } });
