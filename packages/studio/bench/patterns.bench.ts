/**
 * Issue 38 item 2: content's patterns on RE2 (our pattern module, re2-wasm) against V8's own
 * RegExp, interleaved in one process so both see the same machine:
 *   1. the attack: a multiline `^\s*money\s*=\s*20` (once 02-types exercise-1's known mistake) over a
 *      child's "program" of newlines — V8 backtracks quadratically, so it runs on 8 KB (and, with
 *      FULL=1, once on 64 KB: ~20 s) while RE2 runs on the full 64 KB;
 *   2. everyday use: 1,000 small matches (every content pattern against a small source or output).
 * Prints medians, the ratios and the load average.
 *
 *   pnpm --filter @qisi/studio bench:patterns
 */
import { loadavg } from "node:os";
import { compilePattern, loadPatternEngine, patternInputLimit } from "../src/checks/patterns/index.ts";

const rounds = Number(process.env.ROUNDS ?? 15);
const print = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const time = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

const loadStarted = performance.now();
await loadPatternEngine();
const loadMs = performance.now() - loadStarted;

const attack = "^\\s*money\\s*=\\s*20";
const re2Attack = compilePattern(attack, { multiline: true });
const v8Attack = new RegExp(attack, "m");
const newlines64 = "\n".repeat(patternInputLimit);
const newlines8 = "\n".repeat(8 * 1024);

// Content's patterns (every `code`/`output`/`error` in content/ today, in RE2 form) and the
// kind of text they meet: a child's short program and what it printed.
const everyday = [
  "^\\s*money\\s*=\\s*20",
  "cin\\s*<<",
  "[“”]",
  '("|endl)\\s*$',
  'cout\\s*"',
  "^#include",
  "using\\s+namespace\\s+std",
  "^你好！\\s*我是小启。$",
  "^我是小启。\\n你好！",
  "\\d\\s*[x×X]\\s*\\d",
  "print\\s*\\(\\s*[^\"'\\s]",
  "NameError: name 'Print'",
  "^-?\\d+$",
  "\\bint\\s+t\\b",
  "[\\w)]\\s*//\\s*[\\w(]",
  "\\b(forward|fd)\\(.*\\)\\s*\\n\\s*(\\w+\\.)?(forward|fd)\\(",
  "\\b(right|rt)\\(",
  "^35$",
  "明年 9 岁",
  "= 12 \\* 34",
];
const texts = [
  '#include <iostream>\nusing namespace std;\nint main() {\n    int money = 20;\n    cout << "钱：" << money << endl;\n    return 0;\n}\n',
  'name = input("你叫什么名字？")\nprint("你好！", name)\nprint(12 * 34)\n',
  "你好！\n我是小启。\n",
  "35\n",
];
const re2Everyday = everyday.map((source) => compilePattern(source, { multiline: true }));
const v8Everyday = everyday.map((source) => new RegExp(source, "mu"));
const thousand = (test: (index: number, text: string) => boolean) => () => {
  let hits = 0;
  for (let i = 0; i < 1000; i++) if (test(i % everyday.length, texts[i % texts.length]!)) hits++;
  return hits;
};
const re2Thousand = thousand((index, text) => re2Everyday[index]!.test(text));
const v8Thousand = thousand((index, text) => v8Everyday[index]!.test(text));
if (re2Thousand() !== v8Thousand()) throw new Error("RE2 and V8 disagree on the everyday matches");

const results = {
  re2Attack: [] as number[],
  v8Attack8k: [] as number[],
  re2Small: [] as number[],
  v8Small: [] as number[],
};
// One warm-up of each, then alternate.
re2Attack.test(newlines64);
v8Attack.test(newlines8);
for (let round = 0; round < rounds; round++) {
  results.re2Attack.push(time(() => re2Attack.test(newlines64)));
  results.v8Attack8k.push(time(() => v8Attack.test(newlines8)));
  results.re2Small.push(time(re2Thousand));
  results.v8Small.push(time(v8Thousand));
}
const full = process.env.FULL === "1" ? time(() => v8Attack.test(newlines64)) : undefined;

const [one, five] = loadavg();
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
print(`patterns: RE2 (re2-wasm) against V8's RegExp, ${rounds} interleaved rounds, medians`);
print(`  engine load (once per process): ${ms(loadMs)}`);
print(
  `  attack, ^\\s*money\\s*=\\s*20 (multiline) over newlines: RE2 on 64 KB ${ms(median(results.re2Attack))}, ` +
    `V8 on 8 KB ${ms(median(results.v8Attack8k))}` +
    (full === undefined ? " (FULL=1 also times V8 on 64 KB once)" : `, V8 on 64 KB ${ms(full)}`),
);
print(
  `    V8 on 8 KB / RE2 on 64 KB: ${(median(results.v8Attack8k) / median(results.re2Attack)).toFixed(1)}×` +
    (full === undefined ? "" : `; V8 / RE2 on 64 KB: ${(full / median(results.re2Attack)).toFixed(0)}×`),
);
print(
  `  1,000 small matches (${everyday.length} content patterns × small programs and outputs): ` +
    `RE2 ${ms(median(results.re2Small))}, V8 ${ms(median(results.v8Small))}, ` +
    `RE2 / V8 ${(median(results.re2Small) / median(results.v8Small)).toFixed(1)}×`,
);
print(`  load average: ${one!.toFixed(1)} (1 min), ${five!.toFixed(1)} (5 min)`);
