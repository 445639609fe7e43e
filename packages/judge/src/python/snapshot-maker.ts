/**
 * Makes Pyodide's memory snapshot for the sandboxes (snapshot.ts): started by the judge itself, as
 *   node snapshot-maker.ts <file>
 * with QISI_PYODIDE_MODULE set. No learner's code ever runs here: the interpreter is started, its
 * memory written to `<file>`, and the process ends.
 * Plain, erasable TypeScript only: Node loads it directly with type stripping.
 */
import { writeFileSync } from "node:fs";

const [file] = process.argv.slice(2);
const pyodideUrl = process.env.QISI_PYODIDE_MODULE;
if (!file || !pyodideUrl) throw new Error("usage: QISI_PYODIDE_MODULE=… node snapshot-maker.ts <file>");
const { loadPyodide } = (await import(pyodideUrl)) as typeof import("pyodide");
const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {}, _makeSnapshot: true });
writeFileSync(file, pyodide.makeMemorySnapshot());
