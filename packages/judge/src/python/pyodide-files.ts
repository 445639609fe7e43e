import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/** Pyodide's installed files (its wasm, standard library and loader), resolved once. */
export const pyodideDir = dirname(
  realpathSync(createRequire(import.meta.url).resolve("pyodide/pyodide.mjs")),
);

/**
 * The whole environment of a process that loads Pyodide (the sandbox, the snapshot maker): a bare
 * PATH and where Pyodide's loader is, nothing of the judge's own environment.
 */
export function pyodideProcessEnv(dir = pyodideDir): Record<string, string> {
  return { PATH: "/usr/bin:/bin", QISI_PYODIDE_MODULE: pathToFileURL(join(dir, "pyodide.mjs")).href };
}
