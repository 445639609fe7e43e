import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { lineText } from "@qisi/judge/explain";
import { nameRules } from "./name-rules.ts";
import type { PythonCause, PythonErrorFacts, PythonRule, RuleInput } from "./python-rule.ts";
import { runtimeRules } from "./runtime-rules.ts";
import { isSyntaxError, syntaxRules } from "./syntax-rules.ts";

export type { PythonCause, PythonErrorFacts } from "./python-rule.ts";

/** A warm explanation in the learner's words: which line, what went wrong, and the fix. */
export interface PythonErrorExplanation {
  line: number | null;
  /** Why, as a stable id; `honest` when no rule was sure and the text says only where Python points. */
  cause: PythonCause | "honest";
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const rules: readonly PythonRule[] = [...syntaxRules, ...nameRules, ...runtimeRules];

/** When no rule is sure: where Python points, and what kind of error it named, without a guessed cause. */
function honest({ name, line }: RuleInput): Pick<PythonErrorExplanation, "title" | "text"> {
  if (isSyntaxError(name))
    return line
      ? {
          title: msg`Python 读不懂这一行`,
          text: msg`Python 读到第 ${line} 行就读不懂了，我们还说不准是什么原因。仔细看看这一行和上一行的拼写、括号、引号和冒号。`,
        }
      : {
          title: msg`Python 读不懂这个程序`,
          text: msg`Python 读不懂这个程序，我们还说不准是什么原因。仔细看看拼写、括号、引号和冒号。`,
        };
  return line
    ? {
        title: msg`程序在这里停下了`,
        text: msg`Python 运行到第 ${line} 行时报告了一个 ${name} 错误，我们还说不准是什么原因。看看这一行用到的每个名字和值是不是你想的那样。`,
      }
    : {
        title: msg`程序停下了`,
        text: msg`Python 报告了一个 ${name} 错误，我们还说不准是什么原因，也不知道是哪一行。`,
      };
}

/**
 * Explains a failed run to a child: which line, what went wrong and a concrete fix, or, when no
 * rule is sure, honestly where Python points. Reads CPython 3.14's messages (Pyodide, the studio)
 * and 3.11's (the server's python3), and the program itself when given. Pure, so the studio, the
 * lesson player and /problems explain the same mistake in the same words.
 */
export function explainPythonError(facts: PythonErrorFacts): PythonErrorExplanation {
  const source = facts.source ?? "";
  const input: RuleInput = { ...facts, source, text: facts.line ? lineText(source, facts.line) : "" };
  const syntax = isSyntaxError(facts.name);
  for (const rule of rules) {
    // Compile-time rules read only compile errors; the others only what happened while running.
    if (syntaxRules.includes(rule) !== syntax) continue;
    const found = rule(input);
    if (found) return { line: facts.line, ...found };
  }
  return { line: facts.line, cause: "honest", ...honest(input) };
}

/** Python's own last line, "NameError: name 'x' is not defined", for the folded original. */
export function pythonOriginal(facts: Pick<PythonErrorFacts, "name" | "message">): string {
  return facts.message ? `${facts.name}: ${facts.message}` : facts.name;
}
