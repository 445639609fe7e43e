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
  // The Scratch checker starts a worker thread from its own folder (`new URL("./worker.ts",
  // import.meta.url)`), so it must stay a file in packages/studio, loaded from there at run time:
  // left out of noExternal by the pattern (tsup's `external` does not win over a `noExternal` prefix,
  // and bundled, the worker was looked for in dist and the server answered 500).
  noExternal: ["@qisi/api", /^@qisi\/studio(?!\/checks\/scratch\/node)/],
  external: ["@qisi/studio/checks/scratch/node"],
  esbuildOptions(options) {
    options.conditions = ["source"];
  },
});
