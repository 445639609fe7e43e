/**
 * Experimental: not used by judge() yet. Pyodide's JS bridge is blocked only at the Python level
 * (gc.get_objects() still finds JsProxy objects), so Python must run in a process under Node's
 * permission model before children's code reaches it (NOTES-next-steps.md).
 */
export { PythonRunner } from "./runner.ts";
