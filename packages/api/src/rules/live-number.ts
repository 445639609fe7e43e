/** SPEC §9: the live-sync epoch, in Unix seconds (2024-01-01T00:00:00Z). */
export const liveEpochSeconds = 1704067200;

/**
 * SPEC §7: the number in `live/{number}` is the epoch minus the current Unix seconds. It is negative
 * for any date after the epoch; that is what the spec says and what the server expects.
 */
export function liveNumber(nowMs: number = Date.now()): number {
  return liveEpochSeconds - Math.floor(nowMs / 1000);
}
