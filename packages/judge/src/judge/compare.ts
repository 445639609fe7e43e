/** Result of comparing a program's output with the expected answer. */
export type Comparison = { same: true } | { same: false; line: number; expected: string; actual: string };

/** Lines with trailing spaces, tabs and CRs removed, and blank lines at the end dropped. */
function normalizedLines(text: string): string[] {
  const lines = text.split("\n").map((line) => line.replace(/[ \t\r]+$/, ""));
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/**
 * Hydro's default comparison: trailing whitespace on each line and blank lines at the end do not
 * matter (Windows line ends neither); everything else does, including spaces inside a line and
 * leading spaces. Reports the first differing line (1-based) so the verdict can tell the child
 * where to look.
 *
 * Checked against Hydro's source (packages/hydrojudge/src/checkers.ts, compare.sh in "BZ" mode:
 * awk strips trailing " \t\r" per line and holds back empty lines until a non-empty one, then
 * `cmp`). One difference, on purpose: Hydro holds back only lines that are empty before stripping,
 * so a line of spaces (or a lone "\r" from a Windows blank line) at the end survives as an empty
 * line and makes the answer WA there; here it is dropped like any blank line at the end.
 */
export function compareTolerant(expected: string, actual: string): Comparison {
  const want = normalizedLines(expected);
  const got = normalizedLines(actual);
  const count = Math.max(want.length, got.length);
  for (let i = 0; i < count; i++) {
    if (want[i] !== got[i]) {
      return { same: false, line: i + 1, expected: clip(want[i]), actual: clip(got[i]) };
    }
  }
  return { same: true };
}

// A differing line is shown to the child; hidden tests must not leak whole through it.
function clip(line: string | undefined): string {
  if (line === undefined) return "";
  return line.length > 64 ? `${line.slice(0, 64)}…` : line;
}

/**
 * Hydro's `strict` checker: the bytes must match, except that Windows line ends count as Unix
 * ones and a missing newline at the very end is forgiven (Hydro's compare.sh passes both files
 * through awk, which does both). Trailing spaces and blank lines at the end DO count.
 */
export function compareExact(expected: string, actual: string): Comparison {
  const lines = (text: string) => {
    const split = text.replace(/\r+\n/g, "\n").replace(/\r+$/, "").split("\n");
    if (split.at(-1) === "") split.pop();
    return split;
  };
  const want = lines(expected);
  const got = lines(actual);
  const count = Math.max(want.length, got.length);
  for (let i = 0; i < count; i++) {
    if (want[i] !== got[i]) {
      return { same: false, line: i + 1, expected: clip(want[i]), actual: clip(got[i]) };
    }
  }
  return { same: true };
}

interface Token {
  text: string;
  line: number;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const [i, line] of text.split("\n").entries()) {
    for (const word of line.split(/[ \t\r\f\v]+/)) if (word !== "") out.push({ text: word, line: i + 1 });
  }
  return out;
}

// A number as a contest program prints one (no hex, no Infinity spelled out, no empty string).
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Token-wise comparison with a tolerance for numbers (testlib's rcmp): whitespace between tokens
 * does not matter; two numeric tokens are equal when |actual − expected| ≤ absolute or
 * ≤ relative × |expected| (a zero tolerance is not used); any other token must match exactly,
 * so "nan" never passes for a number and "YES" still has to be "YES".
 */
export function compareFloat(
  expected: string,
  actual: string,
  tolerance: { absolute: number; relative: number },
): Comparison {
  const want = tokens(expected);
  const got = tokens(actual);
  const count = Math.max(want.length, got.length);
  for (let i = 0; i < count; i++) {
    const w = want[i];
    const g = got[i];
    if (w && g && tokenMatches(w.text, g.text, tolerance)) continue;
    return {
      same: false,
      line: w?.line ?? g?.line ?? 1,
      expected: clip(w?.text),
      actual: clip(g?.text),
    };
  }
  return { same: true };
}

function tokenMatches(want: string, got: string, tolerance: { absolute: number; relative: number }): boolean {
  if (want === got) return true;
  if (!NUMBER.test(want) || !NUMBER.test(got)) return false;
  const w = Number(want);
  const difference = Math.abs(Number(got) - w);
  if (tolerance.absolute > 0 && difference <= tolerance.absolute + 1e-15) return true;
  if (tolerance.relative > 0 && difference <= tolerance.relative * Math.abs(w) + 1e-15) return true;
  return false;
}
