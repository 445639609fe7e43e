import { defineConfig } from "tsup";

/**
 * ESM + .d.ts for the two public entries (package.json `exports`): `.` and `./contract`. Inside the
 * monorepo consumers resolve the `source` condition straight to src/; dist is for publishing.
 */
export default defineConfig({
  entry: { index: "src/index.ts", contract: "src/contract/index.ts" },
  format: ["esm"],
  dts: true,
  target: "es2022",
  platform: "neutral",
  sourcemap: true,
  clean: true,
  // ky is a dependency, not bundled: consumers dedupe it with their own copy.
  external: ["ky"],
});
