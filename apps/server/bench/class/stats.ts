/** Percentiles and one-line summaries for the class bench (milliseconds). */

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

const ms = (value: number) => (Number.isNaN(value) ? "—" : `${Math.round(value)}`);

/** "p50 / p95 / max (n)" in ms. */
export const summary = (values: readonly number[]) =>
  values.length
    ? `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))} / ${ms(Math.max(...values))} (n=${values.length})`
    : "— (n=0)";

export const ratio = (ours: number, baseline: number) =>
  Number.isFinite(ours) && Number.isFinite(baseline) && baseline > 0 ? (ours / baseline).toFixed(2) : "—";

/** A seeded random source, so two runs press 检查 at the same moments. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
