import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const boxSource = fileURLToPath(new URL("../../runtime/box.c", import.meta.url));
let cached: string | null = null;

/**
 * runtime/box.c compiled once per machine and source version (a few ms of gcc), kept in the
 * temporary directory under a hash of its source so an edited box.c is rebuilt.
 */
export function boxBinary(): string {
  if (cached) return cached;
  const source = readFileSync(boxSource);
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 16);
  const dir = join(tmpdir(), `qisi-judge-box-${hash}`);
  const binary = join(dir, "box");
  if (!existsSync(binary)) {
    mkdirSync(dir, { recursive: true });
    const partial = join(dir, `box.${process.pid}`);
    execFileSync("gcc", ["-O2", "-o", partial, boxSource], { stdio: "pipe", timeout: 60_000 });
    renameSync(partial, binary);
  }
  cached = binary;
  return binary;
}
