import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { type ProblemPackage, ProblemPackageError, readProblemFolder, writeProblemZip } from "@qisi/judge";
import type { ProblemRecord, ProblemStore } from "./store.ts";

/**
 * A read package as the row the store writes. The package is kept as the zip `writeProblemZip`
 * makes of it (same package, same bytes), whose hash tells a changed problem from an unchanged one.
 */
export function toProblemRecord(pkg: ProblemPackage, source: ProblemRecord["source"]): ProblemRecord {
  const zip = Buffer.from(writeProblemZip(pkg));
  return {
    id: pkg.id,
    title: pkg.title,
    level: pkg.level ?? 0,
    tags: pkg.tags,
    statement: pkg.statement,
    timeLimitMs: pkg.judge.timeLimitMs,
    memoryLimitMb: Math.ceil(pkg.judge.memoryLimitBytes / (1024 * 1024)),
    samples: pkg.samples.map(({ input, output }) => ({ input, output })),
    checker: pkg.judge.checker ?? { kind: "default" },
    subtasks: pkg.judge.subtasks ?? null,
    tests: pkg.judge.tests,
    package: zip,
    contentHash: createHash("sha256").update(zip).digest("hex"),
    source,
  };
}

export interface ContentImport {
  /** Problems written (new or changed). */
  written: string[];
  unchanged: number;
  /** Folders that are not valid packages, with the reason in Chinese (the rest still import). */
  refused: { folder: string; reason: string }[];
}

/**
 * Brings the repository's problems (`content/problems/<id>/`, Hydro layout) into the database at
 * start-up: only new or changed ones are written, all of them in one transaction, so a server
 * never serves half an update. A problem removed from the folder stays (submissions point at it).
 */
export async function importContentProblems(store: ProblemStore, dir: string): Promise<ContentImport> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const known = await store.hashes("content");
  const changed: ProblemRecord[] = [];
  const refused: ContentImport["refused"] = [];
  let unchanged = 0;
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    try {
      const record = toProblemRecord(await readProblemFolder(join(dir, entry.name)), "content");
      if (known.get(record.id) === record.contentHash) unchanged += 1;
      else changed.push(record);
    } catch (error) {
      if (!(error instanceof ProblemPackageError)) throw error;
      refused.push({ folder: entry.name, reason: error.messageZh });
    }
  }
  await store.save(changed);
  return { written: changed.map((record) => record.id), unchanged, refused };
}
