import type { MessageDescriptor } from "@lingui/core";

/** What a failed run tells us: the runner's `RunFailure`, or a lesson check's failing run. */
export interface PythonErrorFacts {
  /** The exception class, e.g. `NameError`. */
  name: string;
  /** Python's message after the name; CPython 3.12+ adds hints ("Did you mean: 'print'?"), 3.11 does not. */
  message: string;
  /** The learner's line, when Python knows it. */
  line: number | null;
  /** The learner's program, when the caller has it: several rules read the line itself. */
  source?: string;
}

/**
 * Why a Python program failed, as a stable id: the corpus test and `data-cause` key off it.
 * `honest` is not a cause: no rule was sure, and the text only says where Python points.
 */
export type PythonCause =
  | "full-width"
  | "missing-quotes"
  | "typo"
  | "use-before-assign"
  | "scope"
  | "undefined-name"
  | "missing-import"
  | "unbound-local"
  | "shadowed-builtin"
  | "missing-colon"
  | "else-if"
  | "elif-without-if"
  | "indentation-expected"
  | "indentation-unexpected"
  | "indentation-mismatch"
  | "tab-mix"
  | "comparison-equals"
  | "assign-to-literal"
  | "keyword-name"
  | "c-syntax"
  | "paren-unclosed"
  | "paren-extra"
  | "paren-mismatch"
  | "unterminated-string"
  | "f-string-brace"
  | "print-parens"
  | "missing-comma"
  | "return-outside"
  | "str-as-int"
  | "compare-str-number"
  | "str-arithmetic"
  | "str-plus-number"
  | "str-times-str"
  | "len-number"
  | "none-value"
  | "arg-count"
  | "not-callable"
  | "not-iterable"
  | "index-type"
  | "int-conversion"
  | "float-conversion"
  | "unpack-count"
  | "index-range"
  | "division-by-zero"
  | "recursion"
  | "missing-key"
  | "attribute-typo"
  | "no-attribute"
  | "module-not-found"
  | "no-input"
  | "memory";

/** What a rule has to go on: the facts, the program (empty when unknown) and the failing line's text. */
export interface RuleInput extends PythonErrorFacts {
  source: string;
  text: string;
}

export interface Found {
  cause: PythonCause;
  /** A few words ("名字拼错了"). */
  title: MessageDescriptor;
  /** What it means and the fix. */
  text: MessageDescriptor;
}

export type PythonRule = (input: RuleInput) => Found | null;
