import { useCallback, useEffect, useRef, useState } from "react";
import { navigate } from "wouter/use-browser-location";

/** SPEC §9: a route change with a hash scrolls to its target after this long. */
export const hashScrollDelayMs = 500;

/**
 * Sends clicks on same-origin links through the client router, so pages built from `@qisi/ui`'s
 * plain anchors still navigate without a reload. Modified clicks, new tabs, downloads and paths the
 * server owns (`/api/`) keep the browser's own behaviour.
 */
export function interceptLinkClicks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (anchor.target && anchor.target !== "_self") return;
    if (anchor.hasAttribute("download") || anchor.dataset.reload !== undefined) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
    // A hash on the same page (skip link, table of contents) is the browser's: it jumps and moves focus.
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function scrollToHash(hash: string, smooth: boolean): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? "smooth" : "auto", block: "start" });
  return true;
}

/**
 * SPEC §2: after a route change, scroll smoothly to the hash target 500 ms later, otherwise to the
 * top. The first load keeps the browser's own scroll restoration.
 */
export function useScrollOnRouteChange(path: string, search: string): void {
  const first = useRef(true);
  useEffect(() => {
    void path;
    void search;
    if (first.current) {
      first.current = false;
      if (location.hash) {
        const hash = location.hash;
        const timer = setTimeout(() => scrollToHash(hash, false), hashScrollDelayMs);
        return () => clearTimeout(timer);
      }
      return;
    }
    const hash = location.hash;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    // The new page may still be loading its chunk: keep looking for the target for a while.
    let timer = setTimeout(function attempt(tries = 0) {
      if (!scrollToHash(hash, true) && tries < 30) timer = setTimeout(() => attempt(tries + 1), 100);
    }, hashScrollDelayMs);
    return () => clearTimeout(timer);
  }, [path, search]);
}

/**
 * The top progress bar (SPEC §2): on while the current path differs from the last path whose page
 * has rendered (its lazy chunk loaded). Pages report in through `settle(path)`.
 */
export function useNavigationProgress(path: string) {
  const [readyPath, setReadyPath] = useState(path);
  const settle = useCallback((settledPath: string) => setReadyPath(settledPath), []);
  return { active: readyPath !== path, settle };
}

/**
 * When a pointer rests on (or focus reaches) a link into the Scratch studio, fetch its frame and
 * the big editor bundle early, so the click lands on files already in the HTTP cache.
 */
export function prefetchScratchOnIntent(files: readonly string[], root: Document = document): () => void {
  let done = false;
  const onIntent = (event: Event) => {
    if (done) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href^="/studio/scratch/"]');
    if (!anchor) return;
    done = true;
    for (const href of files) {
      const link = root.createElement("link");
      link.rel = "prefetch";
      link.href = href;
      root.head.append(link);
    }
  };
  root.addEventListener("pointerover", onIntent, { passive: true });
  root.addEventListener("focusin", onIntent);
  return () => {
    root.removeEventListener("pointerover", onIntent);
    root.removeEventListener("focusin", onIntent);
  };
}
