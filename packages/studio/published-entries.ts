/**
 * The browser entries of the published package, by output name: `vite.lib.config.ts` builds their
 * JavaScript and `tsup.config.ts` their bundled `.d.ts`, so the two always ship the same entries.
 */
export const publishedEntries = {
  index: "src/index.ts",
  cpp: "src/cpp/index.ts",
  checks: "src/checks/index.ts",
  "checks-scratch": "src/checks/scratch/index.ts",
  // RE2 for content's patterns; the build bundles re2-wasm with our patch and emits its wasm.
  "checks-patterns": "src/checks/patterns/index.ts",
  "scratch-paths": "src/scratch/scratch-gui-version.ts",
  // The embed protocol alone, for a page that only hosts /embed/* frames: no studio, worker or font.
  protocol: "src/protocol/index.ts",
};
