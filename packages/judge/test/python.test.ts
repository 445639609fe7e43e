import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNativeCompiler } from "../src/compile/index.ts";
import { judge, type Problem } from "../src/judge/index.ts";
import { bwrapPath } from "../src/native/bwrap.ts";
import { PythonSandbox, sandboxCommand } from "../src/python/runner.ts";
import { WasmRunner } from "../src/run/index.ts";

const limits = { timeLimitMs: 1000, memoryLimitBytes: 256 * 1024 * 1024 };
// One warm process for the whole file, as in production: every hostile run below is followed by
// ordinary ones on the same sandbox.
const sandbox = new PythonSandbox();
beforeAll(() => sandbox.warm(), 120_000);
afterAll(() => sandbox.close());

const ok = async () =>
  expect(
    await sandbox.run("a, b = map(int, input().split())\nprint(a + b)\n", "2 40\n", limits),
  ).toMatchObject({
    status: "ok",
    stdout: "42\n",
  });

describe("Python sandbox: a warm Pyodide in a child process under Node's permission model", () => {
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
    } else {
      console.warn("bubblewrap is not usable here: the Python sandbox runs without a network namespace");
    }
  });

  it("reads Pyodide's memory snapshot and nothing else of the machine's temporary files", () => {
    const snapshot = "/tmp/qisi-python-snapshots-0/pyodide-1-v1.bin";
    const { args, snapshotPath } = sandboxCommand(snapshot);
    expect(args).toContain(`--allow-fs-read=${snapshotPath}`);
    expect(args.filter((a) => a.startsWith("--allow-fs-read=/tmp"))).toEqual([
      `--allow-fs-read=${snapshotPath}`,
    ]);
    if (bwrapPath()) {
      // Bound read-only over the sandbox's own empty /tmp.
      const bind = args.indexOf("--ro-bind", args.indexOf("--tmpfs"));
      expect(args.slice(bind, bind + 3)).toEqual(["--ro-bind", snapshot, snapshotPath]);
    } else expect(snapshotPath).toBe(snapshot);
  });

  it("starts from the memory snapshot, and each process draws its own random numbers", async () => {
    const draw = "import random\nprint(random.random())\n";
    const first = await sandbox.run(draw, "", limits);
    expect(sandbox.startedFromSnapshot).toBe(true);
    const other = new PythonSandbox();
    try {
      const second = await other.run(draw, "", limits);
      expect(other.startedFromSnapshot).toBe(true);
      expect(second.stdout).toMatch(/^0\.\d+\n$/);
      expect(second.stdout).not.toBe(first.stdout);
    } finally {
      await other.close();
    }
  });

  it("reports a SyntaxError as a compile error with line and column", async () => {
    expect(await sandbox.check("print(1\n")).toEqual([1, 6, "SyntaxError: '(' was never closed"]);
    expect(await sandbox.check("print(1)\n")).toBeNull();
  });

  it("runs with the test's stdin, captures stdout and stderr, reports exceptions and exit codes", async () => {
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

  it("does not let one run's builtins, modules or files reach the next run", async () => {
    await sandbox.run(
      "import builtins, math\nbuiltins.print = None\nmath.pi = 3\nopen('math2.py', 'w').write('x = 1')\n",
      "",
      limits,
    );
    expect(await sandbox.run("import math\nprint(round(math.pi, 2))\n", "", limits)).toMatchObject({
      status: "ok",
      stdout: "3.14\n",
    });
    expect((await sandbox.run("import math2\n", "", limits)).trap).toMatch(/ModuleNotFoundError/);
  });
});

describe("hostile Python programs (each followed by a normal run on the same sandbox)", () => {
  it("os.system and subprocess: RE, nothing runs on the host", async () => {
    const system = await sandbox.run("import os\nprint(os.system('echo escaped'))\n", "", limits);
    expect(system).toMatchObject({ status: "trapped", trap: expect.stringMatching(/PermissionError/) });
    const sub = await sandbox.run(
      "import subprocess\nprint(subprocess.run(['echo', 'escaped']))\n",
      "",
      limits,
    );
    expect(sub.status).toBe("trapped");
    expect(sub.stdout).not.toContain("escaped");
    // ctypes reaches Emscripten's system(): the permission model refuses it, the interpreter dies.
    const ctypes = await sandbox.run(
      "import ctypes\nctypes.CDLL(None).system(b'echo escaped')\n",
      "",
      limits,
    );
    expect(ctypes).toMatchObject({ status: "trapped", trap: expect.stringMatching(/forbidden operation/) });
    await ok();
  }, 120_000);

  it("open('/etc/passwd') and writing files: no host file system at all", async () => {
    expect((await sandbox.run("print(open('/etc/passwd').read())\n", "", limits)).trap).toMatch(
      /FileNotFoundError/,
    );
    const marker = `/tmp/qisi-python-escape-${process.pid}`;
    await sandbox.run(`open('${marker}', 'w').write('x')\n`, "", limits);
    expect(existsSync(marker)).toBe(false);
    await ok();
  });

  it("socket: no network", async () => {
    const result = await sandbox.run(
      "import socket\ns = socket.socket()\ns.settimeout(1)\ns.connect(('127.0.0.1', 9))\nprint('connected')\n",
      "",
      limits,
    );
    expect(result.status).toBe("trapped");
    expect(result.stdout).not.toContain("connected");
    await ok();
  });

  it("import js / gc.get_objects: reaching JavaScript still cannot write, read, spawn or connect", async () => {
    expect((await sandbox.run("import js\nprint(js.process.pid)\n", "", limits)).trap).toMatch(
      /ModuleNotFoundError/,
    );
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    const marker = `/tmp/qisi-js-escape-${process.pid}`;
    // The import hook keeps a JsProxy of globalThis: found by walking the garbage collector.
    const reachJs = `
import gc
g = next(o for o in gc.get_objects() if type(o).__name__ == "JsFinder").jsproxies["js"]
p = g.process
for what, f in [
    ("write", lambda: p.getBuiltinModule("fs").writeFileSync("${marker}", "x")),
    ("read", lambda: p.getBuiltinModule("fs").readFileSync("/etc/passwd", "utf8")),
    ("spawn", lambda: p.getBuiltinModule("child_process").execSync("echo escaped")),
    ("worker", lambda: p.getBuiltinModule("worker_threads").Worker.new("1")),
]:
    try:
        f()
        print(what, "allowed")
    except Exception as e:
        print(what, "denied")
p.getBuiltinModule("net").connect(${port}, "127.0.0.1")
`;
    const result = await sandbox.run(reachJs, "", limits);
    expect(result.stdout).toBe("write denied\nread denied\nspawn denied\nworker denied\n");
    expect(existsSync(marker)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    server.close();
    if (bwrapPath()) expect(connections).toBe(0);
    await ok();
  }, 60_000);

  it("infinite loop: TLE, the process is replaced and the next run works", async () => {
    expect((await sandbox.run("while True:\n    pass\n", "", { ...limits, timeLimitMs: 300 })).status).toBe(
      "time-limit",
    );
    await ok();
  }, 120_000);

  it("memory bomb: MLE", async () => {
    // Pyodide needs seconds to fill 1 GiB: a long time limit, so that the memory decides.
    const slow = { ...limits, timeLimitMs: 15_000 };
    expect((await sandbox.run("s = 'a'\nwhile True:\n    s += s\n", "", slow)).status).toBe("memory-limit");
    expect((await sandbox.run("x = [0] * (10 ** 8)\n", "", slow)).status).toBe("memory-limit");
    await ok();
  }, 120_000);

  it("infinite output: OLE", async () => {
    const result = await sandbox.run("while True:\n    print('x' * 100)\n", "", {
      ...limits,
      outputLimitBytes: 256 * 1024,
    });
    expect(result.status).toBe("output-limit");
    await ok();
  });
});

const compiler = findNativeCompiler();
if (!compiler)
  throw new Error("clang-19 with the wasm32 libraries is not installed (scripts/test.sh installs it)");

describe("judge() with language: python (wasm runner)", () => {
  // What is under test here is judge()'s verdicts for Python, not the process policy: one warm
  // process for this block (recycle "failure") instead of a Pyodide cold start (3–13 s) for every
  // submission and checker. The default policy, a fresh process per submission, is judged in
  // hostile.test.ts and pinned by the last describe of this file.
  const runner = new WasmRunner(compiler, () => new PythonSandbox({ recycle: "failure" }));
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

describe("what a child who reaches JavaScript leaves for the next submission", () => {
  const mark = `
import gc
g = next(o for o in gc.get_objects() if type(o).__name__ == "JsFinder").jsproxies["js"]
if hasattr(g, "qisiMark"):
    print("seen")
else:
    g.qisiMark = 1
    print("set")
`;
  const submit = async (python: PythonSandbox) => {
    const built = await python.build(mark);
    if (!built.ok) throw new Error("mark does not build");
    return (await built.program.run("", limits)).stdout;
  };

  it("recycle 'failure' (opt-in) shares the process: a mark set in JavaScript survives (NOTES)", async () => {
    const shared = new PythonSandbox({ recycle: "failure" });
    expect([await submit(shared), await submit(shared)]).toEqual(["set\n", "seen\n"]);
    await shared.close();
  }, 120_000);

  it("recycle 'submission' (default) gives every submission a fresh process: the mark is gone", async () => {
    const fresh = new PythonSandbox({ recycle: "submission" });
    expect([await submit(fresh), await submit(fresh)]).toEqual(["set\n", "set\n"]);
    await fresh.close();
  }, 120_000);
});
