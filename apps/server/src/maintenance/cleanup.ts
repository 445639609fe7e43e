import type { FastifyBaseLogger } from "fastify";
import type { AssetStore } from "../assets/store.ts";
import type { CppModuleStore } from "../cpp/store.ts";
import type { LiveStore } from "../live/store.ts";

export interface CleanupStores {
  live: LiveStore;
  assets: AssetStore;
  cppModules?: CppModuleStore;
}

/** A compiled C++ program nobody ran for this long goes; its next Run compiles it again (~1 s). */
export const cppModuleRetentionSeconds = 30 * 24 * 3600;

export interface CleanupResult {
  snapshots: number;
  assets: number;
  cppModules?: number;
}

/**
 * Deletes live snapshots whose time is up and learners' uploads that no project names any more
 * (after `orphanAssetGraceSeconds`: an upload arrives before the save that names it).
 */
export async function runCleanup(
  stores: CleanupStores,
  orphanAssetGraceSeconds: number,
  now = new Date(),
): Promise<CleanupResult> {
  const snapshots = await stores.live.deleteExpired(now);
  const assets = await stores.assets.deleteOrphans(new Date(now.getTime() - orphanAssetGraceSeconds * 1000));
  if (!stores.cppModules) return { snapshots, assets };
  const cppModules = await stores.cppModules.deleteUnusedSince(
    new Date(now.getTime() - cppModuleRetentionSeconds * 1000),
  );
  return { snapshots, assets, cppModules };
}

/**
 * Runs `run` now and then every `intervalSeconds`, one run at a time. The timer is unref'd, so it
 * never keeps the process alive; `stop` waits for a run in flight, so the database can close after.
 * Several instances may each run it: every deletion is safe to repeat.
 */
export function startCleanupTimer(
  run: () => Promise<CleanupResult>,
  intervalSeconds: number,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= run()
      .then((result) => {
        if (result.snapshots + result.assets + (result.cppModules ?? 0) > 0)
          log.info(result, "cleanup deleted expired rows");
      })
      .catch((error: unknown) => log.warn({ err: error }, "cleanup failed; next run retries"))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
