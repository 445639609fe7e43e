import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pyodideDir, pyodideProcessEnv } from "./pyodide-files.ts";

/**
 * Pyodide's memory snapshot for the Python sandboxes: every check and submission gets a fresh
 * process (runner.ts), and starting Python from scratch (unpacking the standard library, importing
 * its start-up modules) is most of its cost: ~2 s of CPU on an idle 2-core machine, 8–13 s with
 * both cores busy. Restoring the snapshot of a started interpreter takes a fraction of that.
 *
 * The snapshot is made once per machine by a process of our own (snapshot-maker.ts, which runs no
 * learner's code) into the temporary directory, named after the Pyodide build it belongs to, and
 * written under a temporary name first, so concurrent judges never read half a file. Each sandbox
 * restores it read-only (child.ts) and then reseeds `random`, so no two processes share a state.
 * `_makeSnapshot`/`_loadSnapshot` are Pyodide's experimental options (pinned version): if making
 * the snapshot fails, the sandboxes start Python from scratch as before.
 */
const makerEntry = fileURLToPath(new URL("./snapshot-maker.ts", import.meta.url));
/** Bump when what goes into the snapshot changes. */
const snapshotFormat = 1;
const MAKE_LIMIT_MS = 120_000;

let made: Promise<string | null> | null = null;

/** The snapshot's file for the installed Pyodide, made on first use; null when it cannot be made. */
export function pythonSnapshot(): Promise<string | null> {
  made ??= makeSnapshot().catch(() => null);
  return made;
}

async function makeSnapshot(): Promise<string | null> {
  if (process.env.QISI_PYTHON_SNAPSHOT === "off") return null;
  // The build is named by its wasm's size and time: a different Pyodide never restores this one.
  const wasm = statSync(join(pyodideDir, "pyodide.asm.wasm"));
  const build = `${wasm.size}-${Math.round(wasm.mtimeMs)}`;
  const file = join(snapshotDir(), `pyodide-${build}-v${snapshotFormat}.bin`);
  if (existsSync(file)) return file;
  const partial = `${file}.${process.pid}.${Date.now()}.part`;
  try {
    await runMaker(partial);
    renameSync(partial, file);
    return file;
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * A directory only this user can write: a snapshot is the interpreter's memory, so one planted by
 * another user of the machine would decide what every sandbox runs. Shared by this user's judges
 * (the server's processes, the test workers); a private one when the shared one is not safe.
 */
function snapshotDir(): string {
  const uid = process.getuid?.();
  const dir = join(tmpdir(), `qisi-python-snapshots-${uid ?? "user"}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = statSync(dir);
  const safe = uid === undefined || (stat.uid === uid && (stat.mode & 0o077) === 0);
  return safe ? dir : mkdtempSync(join(tmpdir(), "qisi-python-snapshot-"));
}

function runMaker(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--experimental-strip-types", "--no-warnings", makerEntry, file], {
      stdio: ["ignore", "ignore", "pipe"],
      env: pyodideProcessEnv(),
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), MAKE_LIMIT_MS);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`the Python snapshot was not made (${signal ?? code}): ${stderr}`));
    });
  });
}
