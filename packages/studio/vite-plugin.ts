import { createReadStream, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { precompressedSiblings } from "./precompress.ts";
import { pyodideFiles as files, pyodideVersion } from "./src/python/pyodide-version.ts";

const require = createRequire(import.meta.url);
const pyodideDir = dirname(require.resolve("pyodide/package.json"));
const { version } = JSON.parse(readFileSync(join(pyodideDir, "package.json"), "utf8")) as { version: string };
if (version !== pyodideVersion)
  throw new Error(`pyodide ${version} is installed but the studio expects ${pyodideVersion}`);

/** Where the site serves Pyodide; versioned so a new Pyodide never mixes with a cached old one. */
export const pyodideBase = `/pyodide/${version}/`;

const types: Record<string, string> = {
  mjs: "text/javascript",
  wasm: "application/wasm",
  zip: "application/zip",
  json: "application/json",
};

/**
 * Serves Pyodide's runtime files from our own origin: from node_modules under `vite dev`, and
 * copied into the build output by `vite build` with `.br`/`.gz` siblings, which the server sends
 * by Accept-Encoding with a year's immutable cache (the path carries the version). Never a CDN.
 */
export function pyodideAssets(): Plugin {
  return {
    name: "qisi-pyodide-assets",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!path.startsWith(pyodideBase)) return next();
        const name = path.slice(pyodideBase.length);
        if (!files.includes(name)) return next();
        res.setHeader("content-type", types[name.split(".").pop() ?? ""] ?? "application/octet-stream");
        createReadStream(join(pyodideDir, name)).pipe(res);
      });
    },
    async generateBundle() {
      for (const name of files) {
        const fileName = `${pyodideBase.slice(1)}${name}`;
        const source = new Uint8Array(readFileSync(join(pyodideDir, name)));
        this.emitFile({ type: "asset", fileName, source });
        for (const sibling of await precompressedSiblings(fileName, source))
          this.emitFile({ type: "asset", ...sibling });
      }
    },
  };
}
