/** The pinned pyodide npm version; `pyodideAssets()` checks the installed one matches. */
export const pyodideVersion = "314.0.7";
/** Where the site serves Pyodide's files (our origin, never a CDN). */
export const defaultPyodideBase = `/pyodide/${pyodideVersion}/`;
/** What Pyodide loads at start-up (no package wheels: the studio uses the standard library only). */
export const pyodideFiles = ["pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
