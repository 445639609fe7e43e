/**
 * The page of the Python check bench (python-check.bench.ts): the studio's own runner and worker,
 * built by Vite as the site builds them, driven from Playwright through `window.qisiBench`.
 */
import type { BrowserPythonCheck } from "@qisi/api/contract";
import { defaultPyodideBase } from "../../src/python/pyodide-version.ts";
import { PythonRunner } from "../../src/python/runner/python-runner.ts";

const runner = new PythonRunner({ indexURL: defaultPyodideBase });

/** Each call times itself on the page, so Playwright's round trips do not count. */
const bench = {
  isolated: runner.isolated,
  ready: () => runner.whenReady(),
  async check(spec: BrowserPythonCheck, code: string) {
    const started = performance.now();
    const outcome = await runner.check(spec, code);
    return { ms: performance.now() - started, outcome };
  },
  async run(code: string) {
    const started = performance.now();
    const result = await runner.run(code);
    return { ms: performance.now() - started, outcome: result.outcome };
  },
};

(window as unknown as { qisiBench: typeof bench }).qisiBench = bench;
