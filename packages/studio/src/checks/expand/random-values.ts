import type { RandomValue } from "@qisi/api/contract";
import type { CheckText } from "../judge/check-text.ts";
import { pythonSentences as say } from "../judge/python-sentences.ts";
import { PyFloat, type PyValue } from "./python-literal.ts";

/**
 * Seeded random inputs (`random:` in an exercise file), drawn once at import: the same seed gives
 * the same values on every machine, so the expected answers computed from the reference stay
 * right. A failing random case is described by its generators ("1 到 100 之间的整数"), never
 * shown (the browser has it only as an input and a hash of its answer).
 */

/** mulberry32: a small, fast, well-mixed 32-bit generator; `next()` is in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const between = (next: () => number, lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));

export function drawValue(spec: RandomValue, next: () => number): PyValue {
  if ("int" in spec) return between(next, spec.int[0], spec.int[1]);
  if ("float" in spec) {
    const digits = spec.digits ?? 2;
    const [lo, hi] = spec.float;
    return new PyFloat(Number((lo + next() * (hi - lo)).toFixed(digits)));
  }
  if ("choice" in spec) return spec.choice[between(next, 0, spec.choice.length - 1)] ?? null;
  if ("word" in spec) {
    const letters = Array.from(spec.letters ?? "abcdefghijklmnopqrstuvwxyz");
    const length = between(next, spec.word[0], spec.word[1]);
    return Array.from({ length }, () => letters[between(next, 0, letters.length - 1)]).join("");
  }
  const [lo, hi] = spec.length ?? [0, 8];
  return Array.from({ length: between(next, lo, hi) }, () => drawValue(spec.list, next));
}

/** One generator in words: 1 到 100 之间的整数. */
export function describeValue(spec: RandomValue): CheckText {
  if ("int" in spec) return say.randomInt(spec.int[0], spec.int[1]);
  if ("float" in spec) return say.randomFloat(spec.float[0], spec.float[1]);
  if ("choice" in spec) return say.randomChoice(spec.choice.map(String).join("、"));
  if ("word" in spec) return say.randomWord(spec.word[0], spec.word[1]);
  return say.randomList(describeValue(spec.list));
}

/** Several generators in words: 两个 1 到 100 之间的整数, or 一个整数和一个单词. */
export function describeValues(specs: RandomValue[]): CheckText {
  const groups: { spec: RandomValue; count: number }[] = [];
  for (const spec of specs) {
    const last = groups.at(-1);
    if (last && JSON.stringify(last.spec) === JSON.stringify(spec)) last.count++;
    else groups.push({ spec, count: 1 });
  }
  const phrases = groups.map(({ spec, count }) =>
    count === 1 ? describeValue(spec) : say.randomSeveral(count, describeValue(spec)),
  );
  return phrases.reduceRight((rest, phrase, i) =>
    i === phrases.length - 2 ? say.randomAnd(phrase, rest) : say.randomThen(phrase, rest),
  );
}
