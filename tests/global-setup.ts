import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type PartnerServer, startPartnerServer } from "./support/partner-server.ts";
import { type ProductServer, startProductServer } from "./support/product-server.ts";
import { type StaticServer, startStaticServer } from "./support/static-server.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Which servers this run needs: `QISI_TEST_SERVERS=site`, `storybook` or both (the default).
 * scripts/test-all.mjs names them per invocation, so the visual run does not create a database.
 */
const wanted = new Set((process.env.QISI_TEST_SERVERS ?? "site,storybook").split(","));

/**
 * Starts what the end-to-end and visual suites visit (the built product, the static Storybook), each on a free port, and hands the addresses
 * to the test workers through the environment (Playwright passes globalSetup's env on).
 */
export default async function globalSetup() {
  const servers: (StaticServer | ProductServer | PartnerServer)[] = [];
  const storybook = `${root}storybook-static`;
  const siteBuilt = existsSync(`${root}apps/site/dist`) && existsSync(`${root}apps/server/dist/main.js`);
  if (wanted.has("site") && siteBuilt) {
    // A partner's site that may embed the studios (EMBED_ORIGINS), started first so the product
    // can be told its origin; the same server under localhost is a partner nobody configured.
    const partner = await startPartnerServer();
    servers.push(partner);
    process.env.QISI_PARTNER_URL = partner.url;
    process.env.QISI_STRANGER_URL = partner.strangerUrl;
    const server = await startProductServer({ EMBED_ORIGINS: partner.url });
    servers.push(server);
    process.env.QISI_SITE_URL = server.url;
  }
  if (wanted.has("storybook") && existsSync(storybook)) {
    const server = await startStaticServer(storybook);
    servers.push(server);
    process.env.QISI_STORYBOOK_URL = server.url;
  }
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
