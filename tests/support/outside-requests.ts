import type { BrowserContext, Page } from "@playwright/test";

/**
 * Every request a page or a whole context makes that leaves the site's origin: the studios are
 * self-hosted, so their tests fail on any (China first: no CDN, ever).
 */
export function watchOutsideRequests(target: Page | BrowserContext, origin: string): string[] {
  const outside: string[] = [];
  target.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== origin) outside.push(url);
  });
  return outside;
}
