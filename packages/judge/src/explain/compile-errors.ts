import { type CompilerMessage, type CppCause, cppRules } from "./cpp-rules.ts";
import { type FullWidthChar, fullWidthInCode, fullWidthText } from "./full-width.ts";
import { characterIndex, lineText, tokenAt } from "./source-text.ts";
import type { ExplainText } from "./text.ts";

/** One thing to tell the child about their C++ program: where, why (or honestly: where only), and the compiler's words. */
export interface ExplainedDiagnostic {
  /** The child's line (from 1); 0 when the mistake has no line (a missing main). */
  line: number;
  column: number;
  severity: "error" | "warning";
  cause: CppCause | "honest";
  /** Chinese, without the line: the display puts "第 3 行：" in front. */
  text: ExplainText;
  /** The compiler's own message with its notes, for the folded "编译器的原话". */
  original: string;
}

export interface ExplainOptions {
  /** Explain warnings too (the studio shows them); lesson checks and /problems show errors only. */
  warnings?: boolean;
}

interface Group {
  message: CompilerMessage;
  notes: CompilerMessage[];
}

const childFile = (file: string | undefined) => file === undefined || file === "" || file === "main.cpp";
const isError = (severity: string) => severity === "error" || severity === "fatal";

/** Each message with the notes clang printed after it; a message inside a header moves to the child's line it came from. */
function groups(diagnostics: readonly CompilerMessage[]): Group[] {
  const out: Group[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity === "note") {
      out.at(-1)?.notes.push(diagnostic);
      continue;
    }
    out.push({ message: diagnostic, notes: [] });
  }
  return out
    .filter(({ message }) => !/^linker command failed/.test(message.message))
    .map((group) => {
      if (childFile(group.message.file)) return group;
      const from = group.notes.find((note) => childFile(note.file));
      return { ...group, message: { ...group.message, line: from?.line ?? 0, column: from?.column ?? 0 } };
    });
}

/** `for (int i = 0, i < n, i++)`: commas where the three parts need semicolons. */
const forWithCommas = (text: string) => {
  const header = /\bfor\s*\(([^)]*)\)?/.exec(text)?.[1];
  return header?.includes(",") === true && !header.includes(";");
};

function honest(group: Group, source: string): ExplainText {
  const { message } = group;
  const text = lineText(source, message.line);
  const token =
    message.line > 0 ? tokenAt(text.slice(characterIndex(text, message.column)).trimStart(), 1) : "";
  const values = { token };
  if (!isError(message.severity))
    return token
      ? /*i18n*/ {
          id: "cpp.honest.warning-at",
          message:
            "程序可以运行，但编译器提醒这一行 {token} 附近可能有问题。仔细看看这里是不是你想要的写法。",
          values,
        }
      : /*i18n*/ {
          id: "cpp.honest.warning",
          message: "程序可以运行，但编译器提醒这一行可能有问题。仔细看看这里是不是你想要的写法。",
        };
  if (message.line === 0)
    return /*i18n*/ {
      id: "cpp.honest.no-line",
      message: "编译器发现了问题，但没有指出是哪一行。打开下面的“编译器的原话”，看看它提到了哪个名字。",
    };
  return token
    ? /*i18n*/ {
        id: "cpp.honest.error-at",
        message:
          "编译器读到这一行的 {token} 附近就读不懂了，我们还说不准是什么原因。仔细看看这里和上一行：拼写、符号、括号和分号。",
        values,
      }
    : /*i18n*/ {
        id: "cpp.honest.error",
        message:
          "编译器读到这一行就读不懂了，我们还说不准是什么原因。仔细看看这里和上一行：拼写、符号、括号和分号。",
      };
}

function originalOf({ message, notes }: Group): string {
  const where = (m: CompilerMessage) => (m.line > 0 ? `${m.file || "main.cpp"}:${m.line}:${m.column}: ` : "");
  return [message, ...notes].map((m) => `${where(m)}${m.severity}: ${m.message}`).join("\n");
}

interface Explained extends ExplainedDiagnostic {
  followsFrom?: number;
}

function explainGroup(
  group: Group,
  source: string,
  fullWidth: readonly FullWidthChar[],
  errorLines: ReadonlySet<number>,
): Explained {
  const { message, notes } = group;
  const severity = isError(message.severity) ? "error" : "warning";
  const base = { line: message.line, column: message.column, severity, original: originalOf(group) } as const;
  const text = lineText(source, message.line);
  // Line rules first: a Chinese mark or a for with commas makes every message on its line a follow-on.
  const marks = fullWidth.filter((mark) => mark.line === message.line);
  if (message.line > 0 && marks.length > 0)
    return { ...base, cause: "full-width", text: fullWidthText(marks, "cpp") };
  if (message.line > 0 && forWithCommas(text))
    return {
      ...base,
      cause: "for-commas",
      text: /*i18n*/ {
        id: "cpp.error.for-commas",
        message: "for 后面括号里的三部分要用英文分号 ; 隔开，不是逗号：写成 for (int i = 0; i < n; i++)。",
      },
    };
  for (const rule of cppRules) {
    const answer = rule({ message, notes, source, text, errorLines });
    if (answer)
      return {
        ...base,
        line: answer.line ?? base.line,
        cause: answer.cause,
        text: answer.text,
        ...(answer.followsFrom !== undefined && { followsFrom: answer.followsFrom }),
      };
  }
  return { ...base, cause: "honest", text: honest(group, source) };
}

/**
 * Everything the compiler said about a program, explained for a child: one entry per mistake, in
 * the order to fix them (errors before warnings), with the compiler's words kept beside each.
 * Follow-on messages are folded into the first one on their line (a Chinese ； makes clang say
 * three things about one line), so the child reads each mistake once. Pure: the studio, /problems
 * and the server's lesson checks all explain through this.
 */
export function explainCompileErrors(
  diagnostics: readonly CompilerMessage[],
  source: string,
  options: ExplainOptions = {},
): ExplainedDiagnostic[] {
  const fullWidth = fullWidthInCode(source, "cpp");
  const all = groups(diagnostics).filter((group) => options.warnings || isError(group.message.severity));
  const errorLines = new Set(all.filter((g) => isError(g.message.severity)).map((g) => g.message.line));
  // A brace that closes main early leaves what follows outside any function: clang's "expected
  // unqualified-id" there is the extra brace's doing.
  const extraBrace = all.some((group) => /^extraneous closing brace/.test(group.message.message));
  const explained = all
    .filter((group) => !(extraBrace && /^expected unqualified-id/.test(group.message.message)))
    .map((group) => explainGroup(group, source, fullWidth, errorLines));
  const failed = explained.some((entry) => entry.severity === "error");
  const ordered = [
    ...explained.filter((entry) => entry.severity === "error"),
    // Beside errors, a warning is worth reading only when it names a cause.
    ...explained.filter((entry) => entry.severity === "warning" && !(failed && entry.cause === "honest")),
  ];
  const kept: Explained[] = [];
  const fold = (into: Explained, entry: Explained) => {
    into.original = `${into.original}\n${entry.original}`;
  };
  for (const entry of ordered) {
    const sameLine = kept.find((other) => other.line === entry.line);
    const sameWords = kept.find((other) => sameText(other.text, entry.text));
    const origin =
      entry.followsFrom === undefined ? undefined : kept.find((o) => o.line === entry.followsFrom);
    if (origin) fold(origin, entry);
    else if (sameWords) fold(sameWords, entry);
    else if (sameLine && (entry.cause === "honest" || sameLine.cause !== "honest")) fold(sameLine, entry);
    else if (sameLine) {
      // An honest entry gives way to a sure one about the same line.
      fold(entry, sameLine);
      kept[kept.indexOf(sameLine)] = entry;
    } else kept.push(entry);
  }
  return kept.map(({ followsFrom: _, ...entry }) => entry);
}

const sameText = (a: ExplainText, b: ExplainText) =>
  a.id === b.id && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});

/** The first explanation, or null when the compiler said nothing to explain (for one-line summaries). */
export function firstExplanation(
  diagnostics: readonly CompilerMessage[],
  source: string,
  options?: ExplainOptions,
): ExplainedDiagnostic | null {
  return explainCompileErrors(diagnostics, source, options)[0] ?? null;
}
