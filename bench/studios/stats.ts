/** Summaries for the side-by-side table: medians, ranges and ours/stock ratios of medians. */

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const ms = (value: number) => `${Math.round(value)}`;

/** "median (min–max)" in ms. */
export const spread = (values: number[]) =>
  values.length ? `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})` : "—";

export const ratio = (ours: number[], stock: number[]) =>
  ours.length && stock.length ? (median(ours) / median(stock)).toFixed(2) : "—";

export interface Row {
  what: string;
  ours: number[];
  /** The earlier build's, when the bench was given one (`--before`). */
  before: number[] | null;
  stock: number[];
  target: string;
}

/** A Markdown table, so a run pastes straight into an issue note. */
export function table(rows: Row[]): string {
  const withBefore = rows.some((row) => row.before);
  const head = withBefore
    ? "| what (ms) | ours | before | stock | ours / stock | before / stock | target |"
    : "| what (ms) | ours | stock | ours / stock | target |";
  const lines = [head, head.replace(/[^|]+/g, "---")];
  for (const row of rows) {
    const cells = withBefore
      ? [
          row.what,
          spread(row.ours),
          spread(row.before ?? []),
          spread(row.stock),
          ratio(row.ours, row.stock),
          ratio(row.before ?? [], row.stock),
          row.target,
        ]
      : [row.what, spread(row.ours), spread(row.stock), ratio(row.ours, row.stock), row.target];
    lines.push(`| ${cells.join(" | ")} |`);
  }
  lines.push("", "Cells: median (min–max) in ms; ratios are medians over medians.");
  return lines.join("\n");
}
