/**
 * Stable names for the messages the studio explains in Chinese (its table is keyed by these; the
 * compiler's English `message` stays as data beside them). Documented in README.md; never rename
 * one, only add.
 */
export type DiagnosticCode =
  /** `throw`/`try` in a program: wasm32-wasi's libc++ has no exceptions (-fno-exceptions). */
  | "exceptions-disabled"
  /** An #include that does not exist here (`#include <conio.h>`, a typo). */
  | "header-not-found"
  /** A name used before it is declared (a typo, a missing `using namespace std;`). */
  | "undeclared-identifier"
  /** A statement without its `;`. */
  | "expected-semicolon"
  /** The linker found no such function in the sandbox (system, fork, socket, …). */
  | "undefined-symbol"
  /** Our limits, not the compiler's words. */
  | "compile-timeout"
  | "compile-memory"
  | "source-too-large"
  /** Python's SyntaxError / IndentationError. */
  | "python-syntax";

/** One compiler message, structured so the studio can point at the line and explain it in Chinese. */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  severity: "error" | "warning" | "note" | "fatal";
  message: string;
  /** Set when the message is one the studio knows how to explain. */
  code?: DiagnosticCode;
}

const CODES: [RegExp, DiagnosticCode][] = [
  [/cannot use '(throw|try)' with exceptions disabled/, "exceptions-disabled"],
  [/file not found|No such file or directory/, "header-not-found"],
  [/use of undeclared identifier|was not declared in this scope/, "undeclared-identifier"],
  [/expected ';'/, "expected-semicolon"],
  [/undefined symbol/, "undefined-symbol"],
  [/^compilation exceeded the time limit$/, "compile-timeout"],
  [/^compilation exceeded the memory limit$/, "compile-memory"],
  [/^source is larger than 64 KB$/, "source-too-large"],
  [/^(SyntaxError|IndentationError|TabError)\b/, "python-syntax"],
];

/** The diagnostic with its `code` when the message is a known one. */
export function withCode(diagnostic: Diagnostic): Diagnostic {
  const known = CODES.find(([pattern]) => pattern.test(diagnostic.message));
  return known ? { ...diagnostic, code: known[1] } : diagnostic;
}

// clang's plain format with -fno-caret-diagnostics: `main.cpp:3:7: error: expected ';' …`.
const LINE = /^(.+?):(\d+):(\d+): (fatal error|error|warning|note): (.*)$/;
// Messages without a location: `wasm-ld: error: …`, `clang++: error: …`.
const TOOL_LINE = /^([\w+.-]+): (error|warning): (.*)$/;

/**
 * Parses clang's and wasm-ld's stderr. Lines that are not diagnostics (include stacks, "N errors
 * generated.") are dropped; the raw text stays available to the caller for the rare case this
 * misses something.
 */
export function parseDiagnostics(stderr: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const raw of stderr.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const located = LINE.exec(line);
    if (located) {
      const [, file, ln, col, sev, message] = located as unknown as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      out.push(
        withCode({
          file,
          line: Number(ln),
          column: Number(col),
          severity: sev === "fatal error" ? "fatal" : (sev as Diagnostic["severity"]),
          message,
        }),
      );
      continue;
    }
    const tool = TOOL_LINE.exec(line);
    if (tool) {
      const [, , sev, message] = tool as unknown as [string, string, string, string];
      out.push(
        withCode({
          file: "",
          line: 0,
          column: 0,
          severity: sev as Diagnostic["severity"],
          message: linkerMessage(message),
        }),
      );
    }
  }
  return out;
}

/** wasm-ld names the object file; the child only wrote main.cpp, so say which symbol is missing. */
function linkerMessage(message: string): string {
  return message.replace(/^\/tmp\/[^:]+\.o: /, "");
}
