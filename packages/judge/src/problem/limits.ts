/**
 * Hydro writes limits as strings with units (`time: 1s`, `500ms`; `memory: 256m`, `512MB`, `1g`)
 * and reads a bare integer as milliseconds or MiB. These follow `parseTimeMS`/`parseMemoryMB` in
 * hydro-dev/Hydro (packages/utils/lib/utils.ts) so Hydro's packages import with the same limits.
 */
const TIME = /^(\d+(?:\.\d*)?)([mu]?)s?$/i;
const TIME_UNITS: Record<string, number> = { "": 1000, m: 1, u: 0.001 };
const MEMORY = /^(\d+(?:\.\d*)?)([kmg])b?$/i;
const MEMORY_UNITS: Record<string, number> = { k: 1 / 1024, m: 1, g: 1024 };

/** Milliseconds, or null when Hydro would not read the spelling either. */
export function parseTimeMs(value: string | number): number | null {
  if (typeof value === "number" || Number.isSafeInteger(Number(value))) return Number(value);
  const match = TIME.exec(value.trim());
  if (!match?.[1]) return null;
  return Math.floor(Number(match[1]) * (TIME_UNITS[(match[2] ?? "").toLowerCase()] ?? 1000));
}

/** Bytes (whole MiB, rounded up as Hydro does), or null when Hydro would not read it. */
export function parseMemoryBytes(value: string | number): number | null {
  const mib =
    typeof value === "number" || Number.isSafeInteger(Number(value))
      ? Number(value)
      : memoryMib(value.trim());
  return mib === null ? null : mib * 1024 * 1024;
}

function memoryMib(value: string): number | null {
  const match = MEMORY.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return Math.ceil(Number(match[1]) * (MEMORY_UNITS[match[2].toLowerCase()] ?? 1));
}

/** The writer's spelling: whole seconds as `1s`, otherwise `500ms`. */
export function formatTime(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

/** The writer's spelling: `256m` (the reader keeps whole MiB). */
export function formatMemory(bytes: number): string {
  return `${Math.ceil(bytes / 1024 ** 2)}m`;
}
