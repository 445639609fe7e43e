/** Money travels as integer fen (API contract); people read yuan: ¥199, or ¥199.50 when there are jiao. */
export function formatYuan(fen: number, locale = "zh-CN"): string {
  const whole = fen % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "CNY",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(fen / 100);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** 现在, 5分钟前, 昨天, 3周前 … in the interface language; a future time (clock skew) reads as now. */
export function formatRelativeTime(time: string | Date, now: Date = new Date(), locale = "zh-CN"): string {
  const seconds = Math.max(0, (now.getTime() - new Date(time).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, "second");
}
