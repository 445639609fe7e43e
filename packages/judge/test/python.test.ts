import { afterAll, describe, expect, it } from "vitest";
import { PythonRunner } from "../src/python/runner.ts";

const limits = { timeLimitMs: 1000, memoryLimitBytes: 256 * 1024 * 1024 };
const runner = new PythonRunner();
afterAll(() => runner.close());

// Experimental: not used by judge() yet, because Pyodide's JS bridge is only blocked at the
// Python level (NOTES-next-steps.md). These tests pin what already holds.
describe("PythonRunner (Pyodide in a warm worker)", () => {
  it("reports a SyntaxError as a compile error with line and column", async () => {
    expect(await runner.check("print(1\n")).toEqual([1, 6, "SyntaxError: '(' was never closed"]);
    expect(await runner.check("print(1)\n")).toBeNull();
  });

  it("runs with the test's stdin and captures stdout and stderr", async () => {
    const result = await runner.run(
      "a, b = map(int, input().split())\nprint(a + b)\nimport sys\nprint('调试', file=sys.stderr)\n",
      "2 40\n",
      limits,
    );
    expect(result).toMatchObject({ status: "ok", exitCode: 0, stdout: "42\n", stderr: "调试\n" });
  });

  it("reports an exception as a trap with its last traceback line, without the harness's frame", async () => {
    const result = await runner.run("x = [1]\nprint(x[3])\n", "", limits);
    expect(result).toMatchObject({ status: "trapped", trap: "IndexError: list index out of range" });
    expect(result.stderr).toContain('File "main.py", line 2');
    expect(result.stderr).not.toContain("_qisi_run");
  });

  it("reports sys.exit(3) as a non-zero exit code", async () => {
    expect(await runner.run("import sys\nsys.exit(3)\n", "", limits)).toMatchObject({
      status: "nonzero-exit",
      exitCode: 3,
    });
  });

  it("does not let one run's changes to builtins or modules reach the next run", async () => {
    await runner.run("import builtins, math\nbuiltins.print = None\nmath.pi = 3\n", "", limits);
    expect(await runner.run("import math\nprint(round(math.pi, 2))\n", "", limits)).toMatchObject({
      status: "ok",
      stdout: "3.14\n",
    });
  });

  it("stops an endless loop at the time limit and starts a fresh interpreter after it", async () => {
    expect((await runner.run("while True:\n    pass\n", "", { ...limits, timeLimitMs: 300 })).status).toBe(
      "time-limit",
    );
    expect(await runner.run("print(sum(range(10)))\n", "", limits)).toMatchObject({
      status: "ok",
      stdout: "45\n",
    });
  }, 60_000);

  it("stops an output flood at the output limit", async () => {
    const result = await runner.run("while True:\n    print('x' * 100)\n", "", {
      ...limits,
      outputLimitBytes: 256 * 1024,
    });
    expect(result.status).toBe("output-limit");
  });

  it("gives no host file system", async () => {
    expect((await runner.run("print(open('/etc/passwd').read())\n", "", limits)).trap).toMatch(
      /FileNotFoundError/,
    );
  });

  it("cannot start a host process (before the lockdown, os.system('ls') listed the server's folder)", async () => {
    const result = await runner.run("import os\nprint(os.system('echo escaped'))\n", "", limits);
    expect(result.stdout).not.toContain("escaped");
    expect(result.status).not.toBe("ok");
    const sub = await runner.run(
      "import subprocess\nprint(subprocess.run(['echo', 'escaped']))\n",
      "",
      limits,
    );
    expect(sub.stdout).not.toContain("escaped");
    expect(sub.status).toBe("trapped");
  }, 60_000);

  it("cannot import the JS bridge by name", async () => {
    expect((await runner.run("import js\nprint(js.process.pid)\n", "", limits)).trap).toMatch(
      /ModuleNotFoundError/,
    );
    expect((await runner.run("from pyodide.code import run_js\n", "", limits)).trap).toMatch(
      /ModuleNotFoundError/,
    );
  });
});
