import { createReadStream, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { pyodideVersion } from "./src/python/pyodide-version.ts";

const require = createRequire(import.meta.url);
const pyodideDir = dirname(require.resolve("pyodide/package.json"));
const { version } = JSON.parse(readFileSync(join(pyodideDir, "package.json"), "utf8")) as { version: string };
if (version !== pyodideVersion)
  throw new Error(`pyodide ${version} is installed but the studio expects ${pyodideVersion}`);

/** What Pyodide loads at start-up (no package wheels: the studio uses the standard library only). */
const files = ["pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];

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
 * copied into the build output by `vite build`. Never a CDN.
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
    generateBundle() {
      for (const name of files) {
        this.emitFile({
          type: "asset",
          fileName: `${pyodideBase.slice(1)}${name}`,
          source: readFileSync(join(pyodideDir, name)),
        });
      }
    },
  };
}
