import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_OUTPUT_LIMIT_BYTES, type RunFiles, type RunLimits, type RunResult } from "../run/run.ts";
import type { Language } from "../run/runner.ts";
import { runBoxed, toRunResult } from "./sandbox.ts";

/**
 * One run of a built program (its file bound at `insideFile`) in a fresh bubblewrap sandbox of its
 * own, in a fresh work directory (stdin, stdout, stderr, a special judge's files), removed after.
 */
export async function runNative(
  hostFile: string,
  insideFile: string,
  argv: string[],
  stdin: string,
  limits: RunLimits,
  extra: RunFiles = {},
  language: Language,
): Promise<RunResult> {
  const work = await mkdtemp(join(tmpdir(), "qisi-run-"));
  try {
    await mkdir(join(work, "box"));
    await writeFile(join(work, "stdin"), stdin);
    for (const [name, data] of Object.entries(extra.files ?? {}))
      await writeFile(join(work, "box", name), data);
    const boxLimits = {
      timeLimitMs: limits.timeLimitMs,
      wallTimeLimitMs: limits.wallTimeLimitMs ?? limits.timeLimitMs * 2 + 200,
      memoryLimitBytes: limits.memoryLimitBytes,
      outputLimitBytes: limits.outputLimitBytes ?? DEFAULT_OUTPUT_LIMIT_BYTES,
    };
    const outcome = await runBoxed(work, [...argv, ...(extra.args ?? [])], boxLimits, [
      [hostFile, insideFile],
    ]);
    return toRunResult(outcome, boxLimits, language);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
