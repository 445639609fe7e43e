/**
 * Tells the site's service worker which of our hashed chunks this page loaded from the network, so
 * the next visit gets them from Cache Storage. The worker's static route answers `/assets/*` from
 * its cache without running the worker (sw.js), so a miss never reaches its fetch handler and the
 * worker cannot keep the file itself. Posted in batches, when the main thread is idle.
 */
const batchDelayMs = 2000;

type SourcedTiming = PerformanceResourceTiming & { workerFinalSourceType?: string };

/** Same-origin `/assets/` files of these entries that did not come from the worker's cache. */
export function assetsToKeep(entries: readonly PerformanceEntry[], origin: string): string[] {
  const paths = new Set<string>();
  for (const entry of entries) {
    const url = new URL(entry.name);
    if (url.origin !== origin || !url.pathname.startsWith("/assets/")) continue;
    if ((entry as SourcedTiming).workerFinalSourceType === "cache") continue;
    paths.add(url.pathname);
  }
  return [...paths];
}

export function keepLoadedAssets(registration: ServiceWorkerRegistration): void {
  if (typeof PerformanceObserver === "undefined") return;
  let pending: PerformanceEntry[] = performance.getEntriesByType("resource");
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const urls = assetsToKeep(pending, location.origin);
    pending = [];
    if (urls.length) registration.active?.postMessage({ type: "cache-assets", urls });
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      if ("requestIdleCallback" in window) requestIdleCallback(flush, { timeout: 5000 });
      else flush();
    }, batchDelayMs);
  };
  // Chunks a later route or a lazy component loads arrive here as they finish.
  new PerformanceObserver((list) => {
    pending.push(...list.getEntries());
    schedule();
  }).observe({ type: "resource" });
  schedule();
}
