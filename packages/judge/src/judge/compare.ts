/** Result of comparing a program's output with the expected answer. */
export type Comparison = { same: true } | { same: false; line: number; expected: string; actual: string };

/** Lines with trailing spaces, tabs and CRs removed, and blank lines at the end dropped. */
function normalizedLines(text: string): string[] {
  const lines = text.split("\n").map((line) => line.replace(/[ \t\r]+$/, ""));
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/**
 * Hydro's default comparison as the issue states it: trailing whitespace on each line and blank
 * lines at the end do not matter (Windows line ends neither); everything else does, including
 * spaces inside a line and leading spaces. Reports the first differing line (1-based) so the
 * verdict can tell the child where to look.
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
