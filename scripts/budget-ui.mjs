#!/usr/bin/env node
// Prints the @qisi/ui budgets of issue 3 from the built package (run `pnpm build` first):
// the stylesheet's gzip size (budget 30 KB) and the JavaScript a page pays for the site chrome —
// SiteHeader + SiteFooter + StickyContactBar, tree-shaken and minified, React excluded (budget 25 KB).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const ui = fileURLToPath(new URL("../packages/ui/dist/", import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const css = readFileSync(`${ui}index.css`);
const chrome = await build({
  stdin: {
    contents: 'export { SiteHeader, SiteFooter, StickyContactBar } from "./index.js";',
    resolveDir: ui,
  },
  bundle: true,
  minify: true,
  format: "esm",
  write: false,
  external: ["react", "react-dom", "react/jsx-runtime", "@lingui/core", "@lingui/react"],
});
const js = chrome.outputFiles[0].contents;

const rows = [
  ["@qisi/ui CSS (gzip)", gzipSync(css).length, 30 * 1024],
  ["SiteHeader + SiteFooter + StickyContactBar JS (gzip, no React/Lingui)", gzipSync(js).length, 25 * 1024],
];
for (const [name, size, budget] of rows) {
  console.log(`${size <= budget ? "✓" : "✗"} ${name}: ${kb(size)} (budget ${kb(budget)})`);
}
