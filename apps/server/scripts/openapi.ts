// Writes the OpenAPI document built from the route schemas to apps/server/openapi.json:
// `pnpm --filter @qisi/server openapi`. The route-table test fails while the committed file is stale.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { openApiDocument } from "../src/http/openapi-document.ts";

const file = fileURLToPath(new URL("../openapi.json", import.meta.url));
writeFileSync(file, await openApiDocument());
console.log(`› wrote ${file}`);
