import type { ConsoleMessage, Page } from "@playwright/test";

/** What a page reports when its Content-Security-Policy blocks something (Chromium's wording, and ours below). */
const violation = /Content Security Policy|\[csp]/i;

/**
 * Every Content-Security-Policy violation on a page, in any of its frames and workers: the
 * `securitypolicyviolation` event of every document (an init script runs in every frame, cross-origin
 * ones too) and Chromium's own console reports ("Refused to … because it violates …"), which also
 * cover workers and `frame-ancestors`, whose violation no script of the framing page can see.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (violation.test(message.text())) violations.push(message.text());
  };
  page.on("console", record);
  page.on("worker", (worker) => worker.on("console", record));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `[csp] ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.href}`,
      );
    });
  });
  return violations;
}
