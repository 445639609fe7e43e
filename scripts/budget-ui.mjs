#!/usr/bin/env node
// Prints the @qisi/ui budgets of issue 3 from the built package (run `pnpm build` first):
// the stylesheet's gzip size (budget 30 KB) and the JavaScript a page pays for the site chrome —
// SiteHeader + SiteFooter + StickyContactBar, tree-shaken and minified, React excluded (budget 25 KB).
// Bundled with code splitting, as an app's bundler would: what loads on demand (the dialog behind the
// mobile menu, the hidden features menu) is listed apart and does not count against the page.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
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
  splitting: true,
  outdir: "/budget",
  minify: true,
  format: "esm",
  write: false,
  metafile: true,
  external: ["react", "react-dom", "react/jsx-runtime", "@lingui/core", "@lingui/react"],
});
const outputs = chrome.metafile.outputs;
const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === "<stdin>");
// The entry and everything it imports statically load with the page; dynamic imports wait.
const initial = new Set();
const walk = (file) => {
  if (initial.has(file)) return;
  initial.add(file);
  for (const dep of outputs[file].imports)
    if (dep.kind === "import-statement" && !dep.external) walk(dep.path);
};
walk(entry);
const gzipOf = (file) =>
  gzipSync(chrome.outputFiles.find((out) => out.path === resolve(file)).contents).length;
const initialJs = [...initial].reduce((total, file) => total + gzipOf(file), 0);
const onDemand = Object.keys(outputs).filter((file) => file.endsWith(".js") && !initial.has(file));

const rows = [
  ["@qisi/ui CSS (gzip)", gzipSync(css).length, 30 * 1024],
  ["SiteHeader + SiteFooter + StickyContactBar JS (gzip, no React/Lingui)", initialJs, 25 * 1024],
];
for (const [name, size, budget] of rows) {
  console.log(`${size <= budget ? "✓" : "✗"} ${name}: ${kb(size)} (budget ${kb(budget)})`);
}
for (const file of onDemand) console.log(`  on demand: ${file.replace(/^.*\//, "")} ${kb(gzipOf(file))}`);
