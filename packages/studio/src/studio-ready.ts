/**
 * The event a studio dispatches on its window once it is up (Python has started, the Scratch
 * editor shows its project). The host page holds back background work until then — the site
 * registers its service worker, which precaches the site's chunks, only after it — so nothing
 * competes with a studio's start on a 2-core laptop. The site names the same string in
 * `apps/site/src/app/background-work.ts` (it must not import this package into its entry).
 */
export const studioReadyEvent = "qisi:studio-ready";

export function announceStudioReady(): void {
  if (typeof window !== "undefined" && typeof Event === "function")
    window.dispatchEvent(new Event(studioReadyEvent));
}
