import type { Drawing } from "@qisi/api/contract";
import type { CheckText } from "./check-text.ts";

/**
 * Two turtle drawings compared as pictures, not as sequences of moves (the old harness's
 * comparison, now in the parent): segments shorter than the tolerance are dropped and pieces of
 * one straight line that touch or overlap are joined, so drawing order, direction, a side drawn in
 * two strokes or twice over make no difference; then every line must have a partner whose ends lie
 * within the tolerance. With `area`, the filled shapes must be as many and each (largest first)
 * the reference's area, give or take its perimeter × the tolerance.
 */

type Line = [number, number, number, number];
type Spans = [number, number][];
/** A point on the line, its unit direction, and the stretches along it that were drawn. */
type OpenLine = { x: number; y: number; ux: number; uy: number; spans: Spans };

/** A line already drawn that this segment lies on (both ends within the tolerance), if any. */
function lineUnder(
  buckets: Map<string, OpenLine[]>,
  angle: number,
  offset: number,
  [x1, y1, x2, y2]: Line,
  tolerance: number,
): OpenLine | null {
  // Rounding may put near-equal angles and offsets apart, and a line drawn the other way round
  // has the opposite offset: look in the buckets next to the segment's own.
  for (const turn of [0, -1, 1])
    for (const shift of [0, -1, 1])
      for (const side of [1, -1])
        for (const line of buckets.get(`${(((angle + turn) % 180) + 180) % 180} ${side * offset + shift}`) ??
          []) {
          const off = (px: number, py: number) => Math.abs((px - line.x) * line.uy - (py - line.y) * line.ux);
          if (off(x1, y1) <= tolerance && off(x2, y2) <= tolerance) return line;
        }
  return null;
}

/** The drawn picture as its straight lines, in the order they were first drawn. */
export function turtleLines(segments: Line[], tolerance: number): Line[] {
  const lines: OpenLine[] = [];
  const buckets = new Map<string, OpenLine[]>();
  const width = 2 * tolerance + 1;
  for (const segment of segments) {
    const [x1, y1, x2, y2] = segment;
    const length = Math.hypot(x2 - x1, y2 - y1);
    if (length <= tolerance) continue;
    const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
    const angle = ((Math.round((Math.atan2(uy, ux) * 180) / Math.PI) % 180) + 180) % 180;
    const offset = Math.round((ux * y1 - uy * x1) / width);
    let line = lineUnder(buckets, angle, offset, segment, tolerance);
    if (!line) {
      line = { x: x1, y: y1, ux, uy, spans: [] };
      lines.push(line);
      const key = `${angle} ${offset}`;
      buckets.set(key, [...(buckets.get(key) ?? []), line]);
    }
    const a = (x1 - line.x) * line.ux + (y1 - line.y) * line.uy;
    const b = (x2 - line.x) * line.ux + (y2 - line.y) * line.uy;
    line.spans.push([Math.min(a, b), Math.max(a, b)]);
  }
  const picture: Line[] = [];
  for (const { x, y, ux, uy, spans } of lines) {
    spans.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
    const joined: Spans = [];
    for (const [start, end] of spans) {
      const last = joined.at(-1);
      if (last && start <= last[1] + tolerance) last[1] = Math.max(last[1], end);
      else joined.push([start, end]);
    }
    for (const [start, end] of joined)
      picture.push([x + start * ux, y + start * uy, x + end * ux, y + end * uy]);
  }
  return picture;
}

function sameLine(a: Line, b: Line, tolerance: number): boolean {
  const near = (x1: number, y1: number, x2: number, y2: number) => Math.hypot(x1 - x2, y1 - y2) <= tolerance;
  return (
    (near(a[0], a[1], b[0], b[1]) && near(a[2], a[3], b[2], b[3])) ||
    (near(a[0], a[1], b[2], b[3]) && near(a[2], a[3], b[0], b[1]))
  );
}

/** A coordinate as the child reads it: one decimal at most. */
function number(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}
const point = (x: number, y: number) => `(${number(x)}, ${number(y)})`;

function polygonArea(corners: [number, number][]): number {
  let area = 0;
  corners.forEach(([x1, y1], i) => {
    const [x2, y2] = corners[(i + 1) % corners.length] as [number, number];
    area += x1 * y2 - x2 * y1;
  });
  return Math.abs(area) / 2;
}

function perimeter(corners: [number, number][]): number {
  return corners.reduce((sum, [x1, y1], i) => {
    const [x2, y2] = corners[(i + 1) % corners.length] as [number, number];
    return sum + Math.hypot(x2 - x1, y2 - y1);
  }, 0);
}

/** The first difference between two drawings as a sentence, or null when they match. */
export function drawingDifference(
  expected: Drawing,
  actual: Drawing,
  tolerance: number,
  area: boolean,
): CheckText | null {
  const want = turtleLines(expected.segments, tolerance);
  const got = turtleLines(actual.segments, tolerance);
  if (got.length !== want.length) {
    if (got.length === 0)
      return /*i18n*/ {
        id: "check.turtle.no-lines",
        message: "参考答案画了 {expected} 条线，你的程序一条线也没有画",
        values: { expected: want.length },
      };
    return /*i18n*/ {
      id: "check.turtle.line-count",
      message: "参考答案画了 {expected} 条线，你的程序画了 {actual} 条",
      values: { expected: want.length, actual: got.length },
    };
  }
  const unmatched = [...got];
  for (const line of want) {
    const partner = unmatched.findIndex((other) => sameLine(line, other, tolerance));
    if (partner >= 0) {
      unmatched.splice(partner, 1);
      continue;
    }
    const from = point(line[0], line[1]);
    const to = point(line[2], line[3]);
    const other =
      unmatched.find((candidate) => !want.some((w) => sameLine(candidate, w, tolerance))) ?? unmatched[0];
    if (!other)
      return /*i18n*/ {
        id: "check.turtle.line-wrong",
        message: "有一条线的位置不对：应该从 {from} 画到 {to}",
        values: { from, to },
      };
    return /*i18n*/ {
      id: "check.turtle.line-wrong-drawn",
      message: "有一条线的位置不对：应该从 {from} 画到 {to}，你的程序画的是从 {drawnFrom} 到 {drawnTo}",
      values: { from, to, drawnFrom: point(other[0], other[1]), drawnTo: point(other[2], other[3]) },
    };
  }
  if (!area) return null;
  const byArea = (fills: [number, number][][]) =>
    fills.filter((fill) => fill.length > 0).sort((a, b) => polygonArea(b) - polygonArea(a));
  const wantFills = byArea(expected.fills);
  const gotFills = byArea(actual.fills);
  if (gotFills.length !== wantFills.length) {
    if (gotFills.length === 0)
      return /*i18n*/ {
        id: "check.turtle.no-fills",
        message: "参考答案涂了 {expected} 块颜色，你的程序一块也没有涂",
        values: { expected: wantFills.length },
      };
    return /*i18n*/ {
      id: "check.turtle.fill-count",
      message: "参考答案涂了 {expected} 块颜色，你的程序涂了 {actual} 块",
      values: { expected: wantFills.length, actual: gotFills.length },
    };
  }
  for (const [i, wanted] of wantFills.entries()) {
    const drawn = gotFills[i] as [number, number][];
    // Moving a shape's edges by the tolerance changes its area by about the perimeter times it.
    if (Math.abs(polygonArea(wanted) - polygonArea(drawn)) > perimeter(wanted) * tolerance + 1e-9)
      return /*i18n*/ {
        id: "check.turtle.fill-area",
        message: "有一块颜色涂得大小不对：面积应该是 {expected}，你的程序涂出来的是 {actual}",
        values: { expected: number(polygonArea(wanted)), actual: number(polygonArea(drawn)) },
      };
  }
  return null;
}
