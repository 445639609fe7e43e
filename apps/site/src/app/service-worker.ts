import type { ToastQueue } from "@qisi/ui";
import { whenBackgroundWorkMayStart } from "./background-work";
import { keepLoadedAssets } from "./keep-loaded-assets";

export interface UpdatePrompt {
  message: string;
  actionLabel: string;
}

/**
 * Registers /sw.js (offline shell and precached assets, written by the build) once background work
 * may start (`background-work.ts`). When a new worker
 * has installed behind a page that already had one, a toast offers to reload into the new version.
 */
export function registerServiceWorker(show: ToastQueue["show"], prompt: UpdatePrompt): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  // A first visit's install precaches the site's chunks: not while the page or a studio starts.
  whenBackgroundWorkMayStart()
    .then(() => navigator.serviceWorker.register("/sw.js"))
    .then((registration: ServiceWorkerRegistration | undefined) => {
      // Browsers that block service workers (and test browsers told to) may answer with nothing.
      if (!registration) return;
      void navigator.serviceWorker.ready.then(keepLoadedAssets);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker?.addEventListener("statechange", () => {
          if (worker.state !== "installed" || !navigator.serviceWorker.controller) return;
          show({
            id: "sw-update",
            tone: "info",
            message: prompt.message,
            actionLabel: prompt.actionLabel,
            onAction: () => {
              worker.postMessage({ type: "skip-waiting" });
              navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
                once: true,
              });
            },
          });
        });
      });
    })
    .catch((error: unknown) => console.warn("Service worker registration failed", error));
}
