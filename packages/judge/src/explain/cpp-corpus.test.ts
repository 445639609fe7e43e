import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { figures, report, type Scored, score } from "../../../../tests/support/corpus-score.ts";
import type { Diagnostic } from "../compile/diagnostics.ts";
import { STUDIO_EXTRA_FLAGS } from "../compile/flags.ts";
import { createCompiler } from "../compile/index.ts";
import { explainCompileErrors } from "./compile-errors.ts";
import type { CppCorpusEntry } from "./corpus/cpp-corpus-entry.ts";
import { cppOutsideCorpus } from "./corpus/cpp-outside.ts";
import { cppOwnCorpus } from "./corpus/cpp-own.ts";
import { fillText } from "./text.ts";

/**
 * Issue 37: the beginner-mistake corpus, compiled by the real compiler (Debian clang 19 for
 * wasm32-wasi, with the studio's flags) and explained as the studio explains it. Prints the two
 * figures for our own corpus and, separately, for the outside set written another way.
 */
const compiler = createCompiler("native");
afterAll(() => compiler.close());

async function diagnosticsOf(entries: readonly CppCorpusEntry[]): Promise<Diagnostic[][]> {
  const out: Diagnostic[][] = [];
  let next = 0;
  // Two at a time: the judge stage runs its files one by one, so the second core is free.
  const worker = async () => {
    while (next < entries.length) {
      const index = next++;
      const result = await compiler.compile(entries[index]!.program, {
        extraFlags: STUDIO_EXTRA_FLAGS,
        timeLimitMs: 120_000,
      });
      out[index] = result.diagnostics;
    }
  };
  await Promise.all([worker(), worker()]);
  return out;
}

const chinese = /\p{Script=Han}/u;
/** True of every name the compiler does not know: never wrong, but less than a sharper cause. */
const general = new Set(["undeclared"]);

describe.each([
  { title: "C++ corpus, our own mistakes", entries: cppOwnCorpus, floor: 0.9 },
  { title: "C++ corpus, the outside set", entries: cppOutsideCorpus, floor: 0.8 },
])("$title", ({ title, entries, floor }) => {
  let scored: Scored[] = [];
  const texts: string[] = [];

  beforeAll(async () => {
    const diagnostics = await diagnosticsOf(entries);
    scored = entries.map((entry, index) => {
      const first = explainCompileErrors(diagnostics[index]!, entry.program, { warnings: true })[0];
      texts.push(first ? fillText(first.text) : "");
      return score(entry.name, entry, first ? { line: first.line, cause: first.cause } : null, general);
    });
  }, 900_000);

  it("names the right cause on the right line, and never a wrong one", () => {
    const text = report(title, scored);
    console.log(text);
    const f = figures(scored);
    expect(f.wrong, text).toBe(0);
    expect(f.explained / f.specific, text).toBeGreaterThanOrEqual(floor);
    expect(f.honestKept, text).toBe(f.honestTotal);
  });

  it("explains every program in Chinese", () => {
    for (const [index, text] of texts.entries()) expect(text, entries[index]!.name).toMatch(chinese);
  });
});
