import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The JS the home page needs to hydrate, gzip KB from the built files: the app's entry (which the
 * prerendered page's starter imports) and everything it imports statically — the same count as
 * `scripts/budget-site.mjs` ("JS to hydrate").
 */
export function homeHydrateKb(dist: string): number {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  visit("index.html");
  let bytes = 0;
  for (const file of files)
    if (file.endsWith(".js")) bytes += gzipSync(readFileSync(join(dist, file))).length;
  return bytes / 1024;
}
