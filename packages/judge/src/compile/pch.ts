import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { includeDir } from "./flags.ts";

/**
 * Where a precompiled bits/stdc++.h lives: one per compiler, standard and header content (a PCH
 * is only valid for the exact compiler and flags that built it), in the machine's temporary
 * directory so every process of this host shares it.
 */
export function pchPath(compilerName: string, flags: string[]): string {
  const header = readFileSync(join(includeDir, "bits", "stdc++.h"));
  const hash = createHash("sha256")
    .update(compilerName)
    .update(flags.join("\0"))
    .update(header)
    .update("no-pch-timestamp")
    .digest("hex");
  return join(tmpdir(), "qisi-judge-pch", `stdc++-${hash.slice(0, 20)}.pch`);
}

// Only programs that include it get the PCH: pre-including every header into any program would
// make names like `count` or `y1` clash with std for programs that never asked for bits/stdc++.h.
// One line at a time: a multiline `^\s*` over the learner's source backtracks quadratically on
// blank lines (64 KB of newlines held the server's main thread for ~28 s, issue 38).
const INCLUDES_BITS = /^\s*#\s*include\s*[<"]bits\/stdc\+\+\.h[>"]/;

export function usesBits(source: string): boolean {
  return source.includes("bits/stdc++.h") && source.split("\n").some((line) => INCLUDES_BITS.test(line));
}

const building = new Map<string, Promise<boolean>>();

/**
 * Builds the PCH once (concurrent callers wait for the same build); resolves false when it could
 * not be built, and the compile goes on without it (slower, same result).
 */
export function ensurePch(path: string, build: (partial: string) => Promise<boolean>): Promise<boolean> {
  if (existsSync(path)) return Promise.resolve(true);
  let pending = building.get(path);
  if (!pending) {
    pending = (async () => {
      await mkdir(join(path, ".."), { recursive: true });
      const partial = `${path}.${process.pid}.partial`;
      const ok = await build(partial);
      if (ok) await rename(partial, path);
      else await rm(partial, { force: true });
      return ok;
    })().finally(() => building.delete(path));
    building.set(path, pending);
  }
  return pending;
}
