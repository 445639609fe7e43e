/**
 * SPEC §9: the live-sync epoch, in Unix seconds (2024-01-01T00:00:00Z). SPEC §7 made the live number
 * this minus the current Unix seconds, which anyone could guess and overwrite (issue 16): live sync
 * now uses an unguessable id and a write secret (`openLive`), and the constant only stays on the
 * /tests/enum page.
 */
export const liveEpochSeconds = 1704067200;
