import { defineConfig } from "tsup";

/** One ESM bundle of our code; dependencies stay in node_modules. Migrations are copied beside it. */
export default defineConfig({
  entry: { main: "src/main.ts", cli: "src/cli.ts", "judge-worker": "src/judge-worker.ts" },
  format: ["esm"],
  platform: "node",
  target: "node22",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  // The contract's schemas (@qisi/api) and the Python check harness text (@qisi/studio/checks) are
  // bundled from their TypeScript source, so dist never needs their builds.
  noExternal: ["@qisi/api", "@qisi/studio"],
  esbuildOptions(options) {
    options.conditions = ["source"];
  },
});
