import { copyFileSync, cpSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judge } from "../src/judge/index.ts";
import { bwrapPath } from "../src/native/bwrap.ts";
import { NativeRunner, nativeUnavailable } from "../src/native/runner.ts";
import { PythonSandbox } from "../src/python/runner.ts";
import { installedSandboxFiles, type SandboxFiles } from "../src/python/sandbox-process.ts";

/**
 * Issue 38 item 6: from a clean clone under /tmp every Python check answered 500, because the
 * sandbox mounted a fresh /tmp over the Node binary and the checkout. Here the sandbox runs from a
 * checkout (Node, Pyodide, the sandbox's code) and a data directory (TMPDIR: the memory snapshot,
 * box.c's binary, the native runner's work directories) that live under /tmp.
 */
const root = mkdtempSync("/tmp/qisi-checkout-");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Hard links where /tmp is the same file system (fast), copies where not. */
function place(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

function checkoutUnderTmp(): SandboxFiles {
  const files: SandboxFiles = {
    node: join(root, ".tools/bin/node"),
    pyodideDir: join(root, "node_modules/pyodide"),
    childEntry: join(root, "packages/judge/src/python/child.ts"),
    packageJson: join(root, "packages/judge/package.json"),
  };
  place(installedSandboxFiles.node, files.node);
  for (const name of readdirSync(installedSandboxFiles.pyodideDir))
    place(join(installedSandboxFiles.pyodideDir, name), join(files.pyodideDir, name));
  cpSync(dirname(installedSandboxFiles.childEntry), dirname(files.childEntry), { recursive: true });
  place(installedSandboxFiles.packageJson, files.packageJson);
  return files;
}

describe("a checkout and a data directory under /tmp", () => {
  const dataDir = join(root, "data");
  mkdirSync(dataDir, { recursive: true });
  const savedTmp = process.env.TMPDIR;
  process.env.TMPDIR = dataDir;
  afterAll(() => {
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
  });

  it("Pyodide's sandbox still finds Node, Pyodide and its own code under the sandbox's empty /tmp", async () => {
    if (!bwrapPath()) console.warn("bubblewrap is not usable here: no private /tmp to hide anything");
    const sandbox = new PythonSandbox({ files: checkoutUnderTmp() });
    try {
      const result = await sandbox.run("print(int(input()) * 6)\n", "7\n", {
        timeLimitMs: 5000,
        memoryLimitBytes: 256 * 1024 * 1024,
      });
      expect(result).toMatchObject({ status: "ok", stdout: "42\n" });
      expect(await sandbox.check("print(1\n")).toEqual([1, 6, "SyntaxError: '(' was never closed"]);
    } finally {
      await sandbox.close();
    }
  }, 180_000);

  it.skipIf(nativeUnavailable() !== null)(
    "native CPython's and g++'s sandboxes work from a data directory under /tmp (their work is bound over their /tmp)",
    async () => {
      const runner = new NativeRunner();
      const problem = {
        timeLimitMs: 5000,
        memoryLimitBytes: 256 * 1024 * 1024,
        tests: [{ input: "7\n", output: "42\n" }],
      };
      try {
        const python = await judge(
          runner,
          { language: "python", source: "print(int(input()) * 6)\n" },
          problem,
        );
        expect(python.verdict).toBe("AC");
        const cpp = '#include <cstdio>\nint main() { int x; scanf("%d", &x); printf("%d\\n", x * 6); }\n';
        expect((await judge(runner, { language: "cpp", source: cpp }, problem)).verdict).toBe("AC");
      } finally {
        await runner.close();
      }
    },
    180_000,
  );
});
