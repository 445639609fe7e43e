import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed copies are kept between builds: brotli over Pyodide's 9.6 MB wasm costs seconds. */
const cacheDir = join(import.meta.dirname, "node_modules", ".cache", "qisi-precompress");

/** A sibling is only worth a file when it saves at least this share (python_stdlib.zip saves 2 %). */
const minSaving = 0.1;

export interface CompressedSibling {
  fileName: string;
  source: Uint8Array;
}

async function cached(kind: "br" | "gz", source: Uint8Array, make: () => Promise<Uint8Array>) {
  const key = createHash("sha256").update(source).digest("hex");
  const path = join(cacheDir, `${key}.${kind}`);
  if (existsSync(path)) return new Uint8Array(readFileSync(path));
  const result = await make();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(path, result);
  return result;
}

/**
 * The `.br` and `.gz` siblings of a vendor file that the server picks by Accept-Encoding
 * (`apps/server/src/static-site.ts`), leaving out encodings that would not make it smaller.
 */
export async function precompressedSiblings(
  fileName: string,
  source: Uint8Array,
): Promise<CompressedSibling[]> {
  const [br, gz] = await Promise.all([
    cached("br", source, () =>
      brotli(source, {
        params: {
          // Quality 11 saves 12 % more on the wasm than 9 but takes two minutes here instead of five seconds.
          [constants.BROTLI_PARAM_QUALITY]: source.length > 1_000_000 ? 9 : 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    ),
    cached("gz", source, () => gzipAsync(source, { level: 9 })),
  ]);
  return [
    { fileName: `${fileName}.br`, source: br },
    { fileName: `${fileName}.gz`, source: gz },
  ].filter((sibling) => sibling.source.length <= source.length * (1 - minSaving));
}

/** Hashed build output worth compressing (source maps are only fetched by developer tools). */
const compressible = /^assets\/.+\.(?:js|mjs|css|svg|json|wasm)$/;

/**
 * Writes `.br`/`.gz` beside the build's hashed files under `assets/` once they are on disk (after
 * every other plugin), for the server to send by Accept-Encoding. Monaco alone is 2.7 MB of
 * JavaScript that the server would otherwise send uncompressed.
 */
export function precompressedBuild(): Plugin {
  return {
    name: "qisi-precompressed-build",
    apply: "build",
    enforce: "post",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      for (const fileName of Object.keys(bundle)) {
        if (!compressible.test(fileName)) continue;
        const source = new Uint8Array(readFileSync(join(outDir, fileName)));
        if (source.length < 1024) continue;
        for (const sibling of await precompressedSiblings(fileName, source))
          writeFileSync(join(outDir, sibling.fileName), sibling.source);
      }
    },
  };
}
