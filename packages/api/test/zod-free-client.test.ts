import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("../src/", import.meta.url));
/** The client's own modules (everything but the contract's schemas and the tests). */
const clientModules = readdirSync(src, { recursive: true, encoding: "utf8" }).filter(
  (path) =>
    path.endsWith(".ts") && !path.endsWith(".test.ts") && !path.startsWith("contract") && path !== "index.ts",
);

/**
 * The client may take plain values from `contract/constants.ts` only. A value from a schema module
 * puts zod into the site's bundle, and zod probes `new Function` when it builds an object schema,
 * which the site's Content-Security-Policy reports as a violation on every page.
 */
describe("the client's modules", () => {
  it("are found", () => {
    expect(clientModules).toContain(join("endpoints", "assets.ts"));
  });

  it.each(clientModules)("%s imports only types from the contract's schemas", (path) => {
    const source = readFileSync(join(src, path), "utf8");
    const valueImports = [...source.matchAll(/^import (?!type )[^;]*?from "([^"]*contract[^"]*)";/gms)]
      .map((match) => match[1])
      .filter((from) => !from?.endsWith("contract/constants.ts"));
    expect(valueImports).toEqual([]);
  });
});
