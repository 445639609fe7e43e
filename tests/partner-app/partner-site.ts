import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test as base } from "@playwright/test";
import { startProductServer } from "../support/product-server.ts";
import { startStaticServer } from "../support/static-server.ts";
import { describePartnerApp, preparePartnerApp } from "./prepare-partner-app.ts";

export interface PartnerSite {
  /** The partner's built app, served at `http://localhost:<port>`. */
  url: string;
  /** Our product (API, site, `/embed/…`) at `http://127.0.0.1:<port>`: another site, not only another port. */
  serverUrl: string;
}

/**
 * The partner app (prepare-partner-app.ts) on one origin and our built product on another, which
 * lists the partner in `CORS_ORIGINS` (credentials, `SameSite=None; Secure; Partitioned` cookies)
 * and `EMBED_ORIGINS` (may frame `/embed/…`). localhost and 127.0.0.1 are different sites, so the
 * session cookie really crosses sites; Chromium counts both as secure contexts over http.
 */
export const test = base.extend<object, { partnerSite: PartnerSite }>({
  partnerSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const app = preparePartnerApp();
      console.log(describePartnerApp(app));
      const host = await startStaticServer(app.dist);
      const url = host.url.replace("127.0.0.1", "localhost");
      const server = await startProductServer({ CORS_ORIGINS: url, EMBED_ORIGINS: url });
      // The app's runtime configuration (its /qisi-server.json), as a partner's deployment sets it.
      writeFileSync(join(app.dist, "qisi-server.json"), JSON.stringify({ origin: server.url }));
      await use({ url, serverUrl: server.url });
      await Promise.all([server.close(), host.close()]);
    },
    // Packing, npm install and vite build take 1.5 min on a quiet machine, and the server's start up to 3.
    { scope: "worker", timeout: 600_000 },
  ],
});

export { expect } from "@playwright/test";
