import { availableParallelism } from "node:os";

/**
 * The worker count shared by every project of the unit stage (api, server, site, studio, ui).
 * Vitest runs projects with the same `sequence.groupOrder` in one pool only when their
 * `maxWorkers` match; left at its default (cores − 1, so 1 on the 2-core CI machine), the jsdom
 * projects became a one-file-at-a-time queue after the server's files, with the second core idle,
 * and the server's slowest files ran alone at the end. One shared count, one pool: the short
 * jsdom files fill the gaps the long server files leave. At least 2 on a 2-core machine (the
 * server's files wait on child processes, timers and Postgres as much as they compute).
 */
export const unitTestWorkers = Math.max(2, availableParallelism() - 1);
