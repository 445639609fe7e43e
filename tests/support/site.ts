import { test as base } from "@playwright/test";

/** `baseURL` of the product under test, started by tests/global-setup.ts. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.QISI_SITE_URL;
    if (!url) throw new Error("The site is not built: run `pnpm build` before the end-to-end tests.");
    await use(url);
  },
});
export { expect } from "@playwright/test";
