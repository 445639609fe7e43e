import type { MouseEvent } from "react";

/**
 * The design system renders plain anchors; this routes same-origin clicks inside a container
 * through wouter instead of reloading. Leaves modified clicks, new tabs, downloads and handled events alone.
 */
export function routeSameOriginClicks(navigate: (to: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, location.href);
    if (
      url.origin !== location.origin ||
      url.pathname.startsWith("/api/") ||
      url.pathname.startsWith("/studio/")
    )
      return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
}
