#!/usr/bin/env node
// Writes `.br` and `.gz` beside every text file of the built site (HTML, JS, CSS, SVG, JSON), so
// the server sends compressed bytes without compressing on each request (@fastify/static's
// `preCompressed`). A cheap phone on a slow network gets the home page's JavaScript at a third of
// its size. Files whose `.br` sibling is already up to date (hashed assets and Pyodide, compressed
// by the studio's Vite plugin) and files under 1 KB are left alone; a sibling older than its file
// (a page the prerender rewrote) is written again, so a stale page is never served.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const compressible = /\.(html|js|mjs|css|svg|json|txt|map|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
const started = performance.now();
for (const path of files(dist)) {
  if (!compressible.test(path) || path.endsWith(".map")) continue;
  const { size, mtimeMs } = statSync(path);
  if (existsSync(`${path}.br`) && statSync(`${path}.br`).mtimeMs >= mtimeMs) continue;
  if (size < 1024) continue;
  const bytes = readFileSync(path);
  // Quality 11 is slow on megabyte files (the editor's chunks); 9 is nearly as small there.
  const quality = size > 512 * 1024 ? 9 : 11;
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  before += size;
  after += br.length;
}
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `compressed ${count} files: ${mb(before)} MB → ${mb(after)} MB brotli in ${Math.round(performance.now() - started)} ms`,
);
