import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const fromStudio = createRequire(
  fileURLToPath(new URL("../../packages/studio/package.json", import.meta.url)),
);
/** The stock files as npm ships them: scratch-gui's prebuilt dist and the pyodide package. */
const scratchGuiDist = dirname(fromStudio.resolve("@scratch/scratch-gui"));
const pyodideDir = dirname(fromStudio.resolve("pyodide/package.json"));

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".wasm": "application/wasm",
  ".zip": "application/zip",
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".ttf": "font/ttf",
  ".woff2": "font/woff2",
};

/** Maps a URL path to a stock file: our two small pages, `/pyodide/*`, else scratch-gui's dist at `/` (its public path). */
function resolve(pathname: string): string | null {
  const candidates = pathname.startsWith("/pyodide/")
    ? [[pyodideDir, pathname.slice("/pyodide".length)]]
    : [
        [join(here, "stock"), pathname],
        [scratchGuiDist, pathname],
      ];
  for (const [root, rest] of candidates as [string, string][]) {
    const file = normalize(join(root, rest));
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

export interface StockServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * The baseline: the stock editors from a plain static server on loopback, as anyone would host
 * them. Pages revalidate; everything else is cached for a year as immutable (the best case an HTTP
 * cache gives). No compression: on loopback it would only add CPU to both sides.
 */
export async function startStockServer(): Promise<StockServer> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://stock").pathname);
    const file = resolve(pathname);
    if (!file) {
      response.writeHead(404).end("not found");
      return;
    }
    response.writeHead(200, {
      "content-type": contentTypes[extname(file)] ?? "application/octet-stream",
      "content-length": statSync(file).size,
      "cache-control": file.endsWith(".html") ? "no-cache" : "public, max-age=31536000, immutable",
    });
    createReadStream(file).pipe(response);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
