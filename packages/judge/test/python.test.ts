import { dirname } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNativeCompiler } from "../src/compile/index.ts";
import { judge, type Problem } from "../src/judge/index.ts";
import { bwrapPath } from "../src/native/bwrap.ts";
import { PythonSandbox, sandboxCommand } from "../src/python/runner.ts";
import { installedSandboxFiles } from "../src/python/sandbox-process.ts";
import { WasmRunner } from "../src/run/index.ts";

// What the Pyodide runner is on its own (the attacks on it are rows of hostile.test.ts).
const limits = { timeLimitMs: 1000, memoryLimitBytes: 256 * 1024 * 1024 };
const sandbox = new PythonSandbox();
beforeAll(() => sandbox.warm(), 120_000);
afterAll(() => sandbox.close());

describe("Python sandbox: Pyodide in a process of its own per run, under Node's permission model", () => {
  it("is started with the permission model, reading only Pyodide and its own code, and without network where bwrap exists", () => {
    const { command, args } = sandboxCommand();
    expect(args).toContain("--permission");
    expect(args.filter((a) => a.startsWith("--allow-"))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^--allow-fs-read=.*pyodide.*\/$/)]),
    );
    expect(args.some((a) => /--allow-(fs-write|child-process|worker|addons|wasi)/.test(a))).toBe(false);
    if (bwrapPath()) {
      expect(command).toBe(bwrapPath());
      expect(args).toContain("--unshare-all");
      // Node is pid 1 of its namespace and bwrap says its pid: the judge reads its /proc.
      expect(args).toEqual(expect.arrayContaining(["--as-pid-1", "--info-fd"]));
    } else {
      console.warn("bubblewrap is not usable here: the Python sandbox runs without a network namespace");
    }
  });

  it("reads Pyodide's memory snapshot and nothing else of the machine's temporary files", () => {
    const snapshot = "/tmp/qisi-python-snapshots-0/pyodide-1-v1.bin";
    const { args, snapshotPath } = sandboxCommand(snapshot);
    expect(args).toContain(`--allow-fs-read=${snapshotPath}`);
    // Besides the snapshot, only the checkout's own files, where the checkout lives under /tmp.
    const checkout = [
      `${installedSandboxFiles.pyodideDir}/`,
      `${dirname(installedSandboxFiles.childEntry)}/`,
      installedSandboxFiles.packageJson,
    ];
    expect(
      args.filter(
        (a) => a.startsWith("--allow-fs-read=/tmp") && !checkout.includes(a.slice("--allow-fs-read=".length)),
      ),
    ).toEqual([`--allow-fs-read=${snapshotPath}`]);
    if (bwrapPath()) {
      // Bound read-only over the sandbox's own empty /tmp.
      const bind = args.indexOf(snapshot) - 1;
      expect(bind).toBeGreaterThan(args.indexOf("--tmpfs"));
      expect(args.slice(bind, bind + 3)).toEqual(["--ro-bind", snapshot, snapshotPath]);
    } else expect(snapshotPath).toBe(snapshot);
  });

  it.skipIf(!bwrapPath())(
    "binds a checkout and a Node that live under /tmp again over the sandbox's empty /tmp (issue 38 item 6)",
    () => {
      const files = {
        node: "/tmp/clone/.tools/bin/node",
        pyodideDir: "/tmp/clone/node_modules/pyodide",
        childEntry: "/tmp/clone/packages/judge/src/python/child.ts",
        packageJson: "/tmp/clone/packages/judge/package.json",
      };
      const { args } = sandboxCommand(null, files);
      const afterTmpfs = args.slice(args.indexOf("--tmpfs"));
      for (const path of [
        files.node,
        files.pyodideDir,
        "/tmp/clone/packages/judge/src/python",
        files.packageJson,
      ])
        expect(afterTmpfs.join(" ")).toContain(`--ro-bind ${path} ${path}`);
      // Outside /tmp nothing is bound twice.
      const elsewhere = Object.fromEntries(
        Object.entries(files).map(([key, path]) => [key, path.replace("/tmp/clone", "/srv/qisi")]),
      ) as typeof files;
      expect(sandboxCommand(null, elsewhere).args.filter((a) => a === "--ro-bind")).toHaveLength(1);
    },
  );

  it("starts from the memory snapshot, and each process draws its own random numbers", async () => {
    const draw = "import random\nprint(random.random())\n";
    const first = await sandbox.run(draw, "", limits);
    expect(sandbox.startedFromSnapshot).toBe(true);
    const second = await sandbox.run(draw, "", limits);
    expect(second.stdout).toMatch(/^0\.\d+\n$/);
    expect(second.stdout).not.toBe(first.stdout);
  });

  it("reports a SyntaxError as a compile error with line and column", async () => {
    expect(await sandbox.check("print(1\n")).toEqual([1, 6, "SyntaxError: '(' was never closed"]);
    expect(await sandbox.check("print(1)\n")).toBeNull();
  });

  it("runs with the test's stdin, captures stdout and stderr as bytes, reports exceptions and exit codes", async () => {
    expect(
      await sandbox.run("print(input())\nimport sys\nprint('调试', file=sys.stderr)\n", "你好\n", limits),
    ).toMatchObject({ status: "ok", exitCode: 0, stdout: "你好\n", stderr: "调试\n" });
    const crash = await sandbox.run("x = [1]\nprint(x[3])\n", "", limits);
    expect(crash).toMatchObject({ status: "trapped", trap: "IndexError: list index out of range" });
    expect(crash.stderr).toContain('File "main.py", line 2');
    expect(crash.stderr).not.toContain("_qisi_run");
    expect(await sandbox.run("import sys\nsys.exit(3)\n", "", limits)).toMatchObject({
      status: "nonzero-exit",
      exitCode: 3,
    });
  });

  it("gives every run a fresh process: one run's builtins, modules, files and JavaScript reach nothing of the next", async () => {
    const spoil = `
import builtins, math, sys
builtins.print = None
math.pi = 3
open('math2.py', 'w').write('x = 1')
for k in [k for k, v in sys.modules.items() if v is None]:
    del sys.modules[k]
from pyodide.code import run_js
run_js("globalThis.qisiMark = 1")
`;
    await sandbox.run(spoil, "", limits);
    expect(await sandbox.run("import math\nprint(round(math.pi, 2))\n", "", limits)).toMatchObject({
      status: "ok",
      stdout: "3.14\n",
    });
    expect((await sandbox.run("import math2\n", "", limits)).trap).toMatch(/ModuleNotFoundError/);
    const seen = `
import sys
for k in [k for k, v in sys.modules.items() if v is None]:
    del sys.modules[k]
from pyodide.code import run_js
print(run_js("typeof globalThis.qisiMark"))
`;
    expect((await sandbox.run(seen, "", limits)).stdout).toBe("undefined\n");
  }, 120_000);
});

const compiler = findNativeCompiler();
if (!compiler)
  throw new Error("clang-19 with the wasm32 libraries is not installed (scripts/test.sh installs it)");

describe("judge() with language: python on Pyodide", () => {
  const runner = new WasmRunner(compiler, () => new PythonSandbox());
  afterAll(() => runner.close());
  const aPlusB: Problem = {
    timeLimitMs: 1000,
    memoryLimitBytes: 256 * 1024 * 1024,
    tests: [
      { input: "1 2\n", output: "3\n" },
      { input: "2000000000 2000000000\n", output: "4000000000\n" },
    ],
  };

  it("AC, WA with the failing test, CE with the line", async () => {
    const right = await judge(
      runner,
      { language: "python", source: "a, b = map(int, input().split())\nprint(a + b)\n" },
      aPlusB,
    );
    expect(right.verdict).toBe("AC");
    const wrong = await judge(
      runner,
      { language: "python", source: "a, b = map(int, input().split())\nprint(min(a + b, 2**31 - 1))\n" },
      aPlusB,
    );
    expect(wrong.cases.map((c) => c.verdict)).toEqual(["AC", "WA"]);
    const syntax = await judge(runner, { language: "python", source: "print(1\n" }, aPlusB);
    expect(syntax.verdict).toBe("CE");
    expect(syntax.compile.diagnostics[0]).toMatchObject({ file: "main.py", line: 1 });
  }, 120_000);

  it("a Python special judge reads input, answer and output from its argv", async () => {
    const checker = `import sys
n = int(open(sys.argv[1]).read())
x, y = map(int, open(sys.argv[3]).read().split())
if x + y != n:
    print(f"{x} + {y} != {n}")
    sys.exit(1)
print("ok")
`;
    const result = await judge(
      runner,
      { language: "python", source: "n = int(input())\nprint(n - 1, 1 if n != 10 else 2)\n" },
      {
        timeLimitMs: 1000,
        memoryLimitBytes: 64 * 1024 * 1024,
        checker: { kind: "special", language: "python", source: checker },
        tests: [
          { input: "5\n", output: "2 3\n" },
          { input: "10\n", output: "5 5\n" },
        ],
      },
    );
    expect(result.cases.map((c) => [c.verdict, c.detail])).toEqual([
      ["AC", "ok"],
      ["WA", "9 + 2 != 10"],
    ]);
  }, 120_000);
});
