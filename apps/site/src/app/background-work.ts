/**
 * When the page may start background work (the service worker's install, which precaches the
 * site's chunks): once the page has loaded and the main thread is idle, and on a studio's page once
 * the studio is up. On 2 cores the precache's ~30 fetches slowed Python's cold start (issue 25).
 */

/** Dispatched by @qisi/studio (`studioReadyEvent`); named here so the site's entry does not import the studios. */
const studioReadyEvent = "qisi:studio-ready";
/** Pages whose studio announces itself; other pages wait for load and idle only. */
const announcingStudio = /^\/(studio|embed)\/(python|scratch)\//;
/** A studio that never comes up (a failed start) does not hold the worker back for good. */
const studioCapMs = 60_000;

const once = (target: EventTarget, type: string, capMs?: number) =>
  new Promise<void>((resolve) => {
    target.addEventListener(type, () => resolve(), { once: true });
    if (capMs !== undefined) setTimeout(resolve, capMs);
  });

export async function whenBackgroundWorkMayStart(path = location.pathname): Promise<void> {
  await Promise.all([
    document.readyState === "complete" ? undefined : once(window, "load"),
    announcingStudio.test(path) ? once(window, studioReadyEvent, studioCapMs) : undefined,
  ]);
  await new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 500);
  });
}
