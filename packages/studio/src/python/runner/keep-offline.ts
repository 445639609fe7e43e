/**
 * Asks the site's service worker to keep these same-origin files for the next visit. A page's first
 * visit loads Pyodide before the worker controls it, so without this the second visit would
 * download it again. Harmless without a service worker (partners embedding the component).
 */
export function askServiceWorkerToKeep(urls: string[]): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: "cache-vendor", urls }),
  );
}
