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
  stock: number[];
  target: string;
}

/** A Markdown table, so a run pastes straight into an issue note. */
export function table(rows: Row[]): string {
  const lines = [
    "| what (ms) | ours: median (min–max) | stock: median (min–max) | ours / stock | target |",
    "|---|---|---|---|---|",
  ];
  for (const row of rows)
    lines.push(
      `| ${row.what} | ${spread(row.ours)} | ${spread(row.stock)} | ${ratio(row.ours, row.stock)} | ${row.target} |`,
    );
  return lines.join("\n");
}
