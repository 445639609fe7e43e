import { loadEngine, loadedEngine } from "#pattern-engine";
import { type BoundedText, boundText, patternInputLimit } from "./bounded-text.ts";
import type { Re2Constructor } from "./engine.ts";

/**
 * Patterns from content (known mistakes' `code`, `output`, `error`, `missing`; output patterns;
 * rules) run on RE2, which matches in time linear in the text: no pattern an author writes can
 * make a learner's 64 KB of newlines take seconds, on the server's main thread or in the
 * browser. The syntax is RE2's (https://github.com/google/re2/wiki/Syntax): JavaScript's for the
 * usual things (`\d \w \s \b`, classes, `{m,n}`, groups, `(?<name>…)`, `\p{Han}`), but no
 * lookahead or lookbehind and no backreferences — say "this is missing" with a `missing:`
 * pattern instead. `\d \w \s \b` are ASCII only (a full-width space is `\x{3000}`).
 */

/** Longest pattern source accepted: content patterns are a line; RE2's own memory cap does the rest. */
export const patternSourceLimit = 2000;

export interface PatternOptions {
  /** `^` and `$` at every line's start and end (content's patterns are all multiline). */
  multiline?: boolean;
}

export interface PatternMatch extends BoundedText {
  matched: boolean;
}

export interface CompiledPattern {
  readonly source: string;
  readonly multiline: boolean;
  /** Whether the pattern matches somewhere in the text's first `patternInputLimit` characters. */
  test(text: string): boolean;
  /** The same, saying whether the text was cut to the bound first. */
  match(text: string): PatternMatch;
}

/** A pattern RE2 cannot compile; `reason` is RE2's own complaint ("invalid perl operator: (?<"). */
export class PatternError extends Error {
  override readonly name = "PatternError";
  readonly source: string;
  readonly reason: string;
  constructor(source: string, reason: string) {
    super(`RE2 cannot compile /${source}/: ${reason}`);
    this.source = source;
    this.reason = reason;
  }
}

/** The engine is still loading (a browser that has not awaited `loadPatternEngine()`). */
export class PatternEngineNotReady extends Error {
  override readonly name = "PatternEngineNotReady";
  constructor() {
    super("The pattern engine is not loaded yet: await loadPatternEngine() first.");
  }
}

/**
 * Loads RE2 once. Node has it at once (this resolves immediately); a browser page or worker
 * fetches and compiles its WebAssembly (~860 KB, ~250 KB compressed) here, so call it while the
 * exercise loads, before the first check.
 */
export async function loadPatternEngine(): Promise<void> {
  await loadEngine();
}

/**
 * Compiles a pattern once: the same source and options give the same compiled pattern, so a
 * checker may call this per attempt and still compile each pattern once per process. Throws
 * `PatternError` when RE2 refuses the source, every time it is asked.
 */
export function compilePattern(source: string, options: PatternOptions = {}): CompiledPattern {
  const multiline = options.multiline ?? false;
  const key = `${multiline ? "m" : "-"}${source}`;
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = build(source, multiline);
    cache.set(key, compiled);
  }
  if (compiled instanceof PatternError) throw compiled;
  return compiled;
}

/** RE2's complaint about the source, or null when it compiles: what `content check` reports. */
export function patternProblem(source: string, options: PatternOptions = {}): string | null {
  try {
    compilePattern(source, options);
    return null;
  } catch (error) {
    if (error instanceof PatternError) return error.reason;
    throw error;
  }
}

/**
 * Every pattern compiled in this process. A compiled RE2 lives in the WebAssembly heap and is never
 * freed; that is fine because patterns come only from content (a few dozen), never from learners.
 */
const cache = new Map<string, CompiledPattern | PatternError>();

function build(source: string, multiline: boolean): CompiledPattern | PatternError {
  const RE2 = engine();
  if (source.length > patternSourceLimit)
    return new PatternError(source, `pattern longer than ${patternSourceLimit} characters`);
  const flags = multiline ? "mu" : "u";
  let re2: InstanceType<Re2Constructor>;
  try {
    re2 = new RE2(source, flags);
  } catch (error) {
    return new PatternError(source, re2Reason(error, source, flags));
  }
  const match = (text: string): PatternMatch => {
    const bounded = boundText(text);
    return { ...bounded, matched: re2.test(bounded.text) };
  };
  return { source, multiline, match, test: (text) => match(text).matched };
}

function engine(): Re2Constructor {
  const loaded = loadedEngine();
  if (!loaded) throw new PatternEngineNotReady();
  return loaded;
}

/**
 * re2-wasm throws `SyntaxError("Invalid regular expression: /<source>/<flags>: <RE2's error>")`,
 * with every `/` of the source escaped; the reason is what follows that head.
 */
function re2Reason(error: unknown, source: string, flags: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const escaped = source.replace(/(^|[^\\])((?:\\\\)*)\//g, "$1$2\\/");
  const head = `Invalid regular expression: /${escaped}/${flags}: `;
  const reason = message.startsWith(head) ? message.slice(head.length) : message;
  // RE2 quotes the pattern as re2-wasm handed it over: with the `(?m)` it put in front for `m`.
  return reason.replace(": (?m)", ": ");
}

export { patternInputLimit };
