/**
 * Calendar days in a time zone. Daily limits ("10 codes a day") follow the day people live in —
 * China's starts at 00:00 Asia/Shanghai, eight hours before UTC's — so the zone is a setting.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time in `timeZone` at `instant`, read as if it were UTC. */
function wallClockAsUtc(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** How far the zone's clock is ahead of UTC at `instant`, in ms (Asia/Shanghai: 8 h). */
const offsetAt = (instant: Date, timeZone: string) =>
  wallClockAsUtc(instant, timeZone) - Math.floor(instant.getTime() / 1000) * 1000;

/** The instant the zone's clock shows midnight on the wall-clock date `wallMidnight` (ms, as UTC). */
function instantOfWallMidnight(wallMidnight: number, timeZone: string): Date {
  // Two rounds settle a zone whose offset changes on that day (daylight saving elsewhere).
  let guess = wallMidnight - offsetAt(new Date(wallMidnight), timeZone);
  guess = wallMidnight - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** When the day containing `now` began and when the next one begins, in `timeZone`. */
export function dayBounds(now: Date, timeZone: string): { start: Date; end: Date } {
  const wall = wallClockAsUtc(now, timeZone);
  const wallMidnight = wall - (((wall % 86_400_000) + 86_400_000) % 86_400_000);
  return {
    start: instantOfWallMidnight(wallMidnight, timeZone),
    end: instantOfWallMidnight(wallMidnight + 86_400_000, timeZone),
  };
}

/** Whether `timeZone` is an IANA zone this Node knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}
