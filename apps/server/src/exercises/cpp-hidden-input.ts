/**
 * A failing test the child was not given (beyond the exercise's `samples`) is named only by the
 * kind of input it has, in a child's words: never its input, expected output or the program's
 * output, so failing again and again reveals nothing that solving would not (issue 38).
 */

const number = /^[+-]?(\d+\.?\d*|\.\d+)$/;
/** Beyond int: the overflow lesson (02-types) names it "21 亿". */
const intMax = 2_147_483_647;

/** "里面有负数", "很长"… or null when nothing stands out. */
export function hiddenInputKind(stdin: string): string | null {
  const tokens = stdin.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return "什么也不输入";
  const numbers = tokens.filter((token) => number.test(token)).map(Number);
  if (numbers.some((value) => Math.abs(value) > intMax)) return "里面有很大的数，比 21 亿还大";
  if (numbers.some((value) => value < 0)) return "里面有负数";
  if (tokens.some((token) => number.test(token) && token.includes("."))) return "里面有小数";
  if (numbers.some((value) => value === 0)) return "里面有 0";
  if (tokens.length > 20 || stdin.length > 200) return "很长";
  return null;
}

/** The sentence's opening for a hidden test: "换一组没给你看的输入（里面有负数）时". */
export function whenHiddenInput(stdin: string): string {
  const kind = hiddenInputKind(stdin);
  return kind === null ? "换一组没给你看的输入时" : `换一组没给你看的输入（${kind}）时`;
}
