import { lstat, readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { issue, ProblemPackageError } from "./errors.ts";
import { parseProblemFiles } from "./parse.ts";
import type { ProblemPackage } from "./types.ts";
import { DEFAULT_ZIP_LIMITS } from "./zip.ts";

/**
 * Reads a problem folder (`content/problems/gesp1-001/`): problem.yaml, the statement and
 * testdata/. Other folders (solutions/, generator/) are the author's and are not read.
 * Symbolic links are refused so a folder cannot pull in files from elsewhere.
 */
export async function readProblemFolder(dir: string): Promise<ProblemPackage> {
  const files = new Map<string, Uint8Array>();
  let total = 0;
  const add = async (relative: string) => {
    const path = join(dir, relative);
    const stat = await lstat(path).catch(() => null);
    if (stat === null) return;
    if (!stat.isFile()) {
      throw new ProblemPackageError([
        issue(
          relative,
          "zip-unsafe-path",
          "not a regular file (link or folder)",
          "不是普通文件（可能是链接或文件夹）",
        ),
      ]);
    }
    total += stat.size;
    if (total > DEFAULT_ZIP_LIMITS.maxTotalBytes) {
      throw new ProblemPackageError([
        issue(relative, "zip-too-large", "the package is too large", "题目包太大了"),
      ]);
    }
    files.set(relative, new Uint8Array(await readFile(path)));
  };
  for (const name of ["problem.yaml", "problem.md", "problem_zh.md", "problem_zh_CN.md"]) await add(name);
  const testdata = await readdir(join(dir, "testdata")).catch(() => [] as string[]);
  for (const name of testdata) await add(`testdata/${name}`);
  return parseProblemFiles(files, basename(dir));
}
