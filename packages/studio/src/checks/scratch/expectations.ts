import type { ScratchExpectation } from "@qisi/api/contract";
import type { HeadlessTarget } from "./headless-vm.ts";
import { stageName } from "./project.ts";
import type { CheckOutcome } from "./rules.ts";

type Want = number | [number, number];

/** A number as a child reads it: at most two decimals, no "-0". */
export const formatNumber = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
};

const seconds = (frames: number) => formatNumber(frames / 30);

/** What was done before looking: "点绿旗 3 秒后", "点绿旗、再点一下“小启”，2 秒后". */
export function runPhrase(run: {
  greenFlag: boolean;
  click: string[];
  answers: string[];
  frames: number;
}): string {
  const parts: string[] = [];
  if (run.greenFlag) parts.push("点绿旗");
  if (run.click.length > 0)
    parts.push(
      `${parts.length > 0 ? "再" : ""}点一下${run.click.map((name) => (name === stageName ? "舞台" : `“${name}”`)).join("、")}`,
    );
  if (run.answers.length > 0) parts.push(`回答${run.answers.map((answer) => `“${answer}”`).join("、")}`);
  const after = `${seconds(run.frames)} 秒后`;
  if (parts.length === 0) return "作品里";
  return parts.length === 1 ? `${parts[0]} ${after}` : `${parts.join("、")}，${after}`;
}

/** Text a `say` block shows: numbers as Scratch prints them, everything else as text. */
export const sayOf = (value: unknown) =>
  typeof value === "number" ? formatNumber(value) : String(value ?? "");

/** Said text compared as a child means it: spaces around ignored, ！ and !, ？ and ?, ，and , the same. */
const halfWidth: Record<string, string> = {
  "！": "!",
  "？": "?",
  "，": ",",
  "：": ":",
  "。": ".",
  "；": ";",
};
const normalizeSaid = (text: string) =>
  text
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[！？，：。；]/g, (mark) => halfWidth[mark]!)
    .toLowerCase();

const within = (value: number, want: Want) =>
  Array.isArray(want) ? value >= want[0] - 1e-6 && value <= want[1] + 1e-6 : Math.abs(value - want) < 1e-6;

/** Past this a bound means "no bound": `[50, 99999]` reads "不小于 50". */
const open = 10_000;

/** The sentence's middle for a coordinate: "应该在 x = 100 附近，现在在 x = 10" and the like. */
function positionPhrase(axis: string, want: Want, value: number): { sentence: string; wanted: string } {
  const now = formatNumber(value);
  if (!Array.isArray(want)) {
    const wanted = `${axis} = ${formatNumber(want)}`;
    return { sentence: `应该在 ${wanted}，现在在 ${axis} = ${now}`, wanted };
  }
  const [lo, hi] = want;
  const middle = (lo + hi) / 2;
  if (Number.isInteger(middle) && hi - lo <= 40 && hi < open && lo > -open) {
    const wanted = `${axis} = ${formatNumber(middle)} 附近`;
    return { sentence: `应该在 ${wanted}，现在在 ${axis} = ${now}`, wanted };
  }
  const rest =
    hi >= open
      ? `不小于 ${formatNumber(lo)}`
      : lo <= -open
        ? `不大于 ${formatNumber(hi)}`
        : `在 ${formatNumber(lo)} 到 ${formatNumber(hi)} 之间`;
  return { sentence: `的 ${axis} 应该${rest}，现在是 ${now}`, wanted: `${axis} ${rest}` };
}

const wantDirection = (want: Want) =>
  Array.isArray(want)
    ? `面向 ${formatNumber(want[0])} 到 ${formatNumber(want[1])} 之间的方向`
    : `面向 ${formatNumber(want)} 方向`;

/** Scratch compares values the way `=` does: as numbers when both are numbers, else as text ignoring case. */
function sameValue(actual: unknown, want: string | number): boolean {
  const a = typeof actual === "number" ? actual : Number(actual);
  const b = typeof want === "number" ? want : Number(want);
  const numeric = (value: unknown) =>
    typeof value === "number" || (typeof value === "string" && value.trim() !== "");
  if (numeric(actual) && numeric(want) && !Number.isNaN(a) && !Number.isNaN(b)) return Math.abs(a - b) < 1e-9;
  return String(actual ?? "").toLowerCase() === String(want).toLowerCase();
}

const valueText = (value: unknown) =>
  typeof value === "number" ? formatNumber(value) : value === "" ? "空的" : `“${String(value)}”`;

export interface RunView {
  target(name: string): HeadlessTarget | undefined;
  stage(): HeadlessTarget | undefined;
  said(name: string): string[];
}

/** Checks one expectation on the VM after a run; `run` is the run's phrase for the sentence. */
export function expectationOutcome(
  expectation: ScratchExpectation,
  run: string,
  view: RunView,
): CheckOutcome {
  const note = expectation.message ? { message: expectation.message } : {};
  const fail = (sentence: string, expected: string, actual?: string): CheckOutcome => ({
    passed: false,
    sentence: `${run}，${sentence}`,
    test: { input: run, expected, ...(actual !== undefined && { actual }) },
    ...note,
  });
  if ("variable" in expectation) {
    const owner = expectation.sprite ? view.target(expectation.sprite) : view.stage();
    const variable = owner?.lookupVariableByNameAndType(expectation.variable, "");
    const name = `变量“${expectation.variable}”`;
    const want = valueText(expectation.equals);
    if (!variable) return fail(`作品里没有叫“${expectation.variable}”的变量`, `${name}是 ${want}`);
    if (sameValue(variable.value, expectation.equals)) return { passed: true };
    const now = valueText(variable.value);
    return fail(`${name}应该是 ${want}，现在是 ${now}`, want, now);
  }
  const { sprite } = expectation;
  const who = sprite === stageName ? "舞台" : `“${sprite}”`;
  const target = view.target(sprite);
  if (!target) return fail(`作品里没有叫“${sprite}”的角色`, sprite);
  for (const [axis, want] of [
    ["x", expectation.x],
    ["y", expectation.y],
  ] as const) {
    if (want === undefined) continue;
    const value = target[axis];
    if (within(value, want)) continue;
    const { sentence, wanted } = positionPhrase(axis, want, value);
    return fail(`${who}${sentence}`, wanted, `${axis} = ${formatNumber(value)}`);
  }
  if (expectation.direction !== undefined && !within(target.direction, expectation.direction)) {
    const wanted = wantDirection(expectation.direction);
    const now = `面向 ${formatNumber(target.direction)} 方向`;
    return fail(`${who}应该${wanted}，现在${now}`, wanted, now);
  }
  if (expectation.costume !== undefined) {
    const costume = target.getCostumes()[target.currentCostume]?.name ?? "";
    if (costume !== expectation.costume) {
      const kind = target.isStage ? "背景" : "造型";
      return fail(
        `${who}应该换成“${expectation.costume}”${kind}，现在是“${costume}”${kind}`,
        expectation.costume,
        costume,
      );
    }
  }
  if (expectation.said !== undefined) {
    const said = view.said(sprite);
    const wanted = normalizeSaid(expectation.said);
    if (!said.some((text) => normalizeSaid(text) === wanted)) {
      const heard = said.slice(0, 3).map((text) => `“${text}”`);
      return fail(
        said.length === 0
          ? `${who}应该说“${expectation.said}”，可它什么也没说`
          : `${who}应该说“${expectation.said}”，它说的是${heard.join("、")}`,
        expectation.said,
        said.length === 0 ? "" : said.slice(0, 3).join("、"),
      );
    }
  }
  if (expectation.visible !== undefined && target.visible !== expectation.visible) {
    return expectation.visible
      ? fail(`${who}应该显示在舞台上，现在是藏起来的`, "显示", "隐藏")
      : fail(`${who}应该藏起来，现在还显示着`, "隐藏", "显示");
  }
  return { passed: true };
}
