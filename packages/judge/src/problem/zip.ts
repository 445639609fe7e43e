import { Unzip, type UnzipFile, UnzipInflate, unzipSync, zipSync } from "fflate";
import { issue, type PackageIssue, ProblemPackageError } from "./errors.ts";
import { type PackageFiles, parseProblemFiles } from "./parse.ts";
import type { ProblemPackage } from "./types.ts";
import { packageFiles } from "./write.ts";

export interface ZipLimits {
  /** Files and folders in the archive. */
  maxEntries: number;
  /** Bytes after decompression, all entries together (a zip bomb stops here). */
  maxTotalBytes: number;
}

/** Enough for 100 tests of 1 MB each and room to spare; an admin upload is bounded by these. */
export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxTotalBytes: 256 * 1024 * 1024 };

const ZIP = "(zip)";

/**
 * Unpacks a zip in memory. Counts bytes as they inflate instead of trusting the sizes the
 * archive declares (a bomb lies about them), and refuses names that would leave the package
 * (`../x`, `/etc/x`, `C:\x`) before reading their data.
 */
export function unzipPackage(
  bytes: Uint8Array,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  let entries = 0;
  let total = 0;
  const open = new Set<string>();
  // fflate hands an error thrown inside a data callback back to that callback, so the first
  // failure is kept here and every later callback stops at it.
  let failure: PackageIssue | null = null;
  const fail = (found: PackageIssue) => {
    failure ??= found;
  };
  const unzip = new Unzip((entry: UnzipFile) => {
    if (failure) return;
    entries += 1;
    if (entries > limits.maxEntries) {
      return fail(
        issue(
          ZIP,
          "zip-too-many-entries",
          `more than ${limits.maxEntries} entries`,
          `压缩包里的文件太多（超过 ${limits.maxEntries} 个）`,
        ),
      );
    }
    const name = safeName(entry.name);
    if (name === null) {
      return fail(
        issue(
          entry.name,
          "zip-unsafe-path",
          "path leaves the package (.., absolute or drive path)",
          "压缩包里有不安全的路径（含 .. 或绝对路径）",
        ),
      );
    }
    if (name.endsWith("/")) return;
    if (files.has(name) || open.has(name)) {
      return fail(issue(name, "zip-corrupt", "the same path appears twice", "压缩包里有重复的文件"));
    }
    open.add(name);
    const chunks: Uint8Array[] = [];
    entry.ondata = (error, chunk, final) => {
      if (failure) return entry.terminate();
      if (error)
        return fail(issue(name, "zip-corrupt", `cannot inflate: ${error.message}`, "压缩包已损坏，无法解压"));
      total += chunk.length;
      if (total > limits.maxTotalBytes) {
        entry.terminate();
        return fail(
          issue(
            ZIP,
            "zip-too-large",
            `more than ${limits.maxTotalBytes} bytes unpacked`,
            `解压后超过 ${Math.floor(limits.maxTotalBytes / 1024 / 1024)} MB，太大了`,
          ),
        );
      }
      chunks.push(chunk);
      if (final) {
        open.delete(name);
        files.set(name, concat(chunks));
      }
    };
    try {
      entry.start();
    } catch {
      fail(issue(name, "zip-corrupt", "unsupported compression method", "压缩方式不支持，请用普通 zip 压缩"));
    }
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    fail(
      issue(
        ZIP,
        "zip-corrupt",
        `not a readable zip: ${error instanceof Error ? error.message : error}`,
        "不是有效的 zip 压缩包",
      ),
    );
  }
  // A cut-off archive is not an error to a stream reader (it stops at the last whole entry), so
  // the names it saw must be exactly those the central directory at the end lists.
  if (!failure) {
    const listed = centralDirectory(bytes);
    const seen = [...files.keys()];
    const same =
      listed !== null &&
      open.size === 0 &&
      listed.length === seen.length &&
      seen.every((n) => listed.includes(n));
    if (!same || entries === 0) {
      fail(issue(ZIP, "zip-corrupt", "empty, cut off or not a zip", "压缩包是空的、不完整，或不是 zip 文件"));
    }
  }
  if (failure) throw new ProblemPackageError([failure]);
  return files;
}

/** The file names the central directory lists (read without inflating anything), or null. */
function centralDirectory(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (!file.name.endsWith("/")) names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

/** Reads a problem zip: the files at its root, or inside one top folder (Hydro's export). */
export function readProblemZip(
  bytes: Uint8Array,
  options: { id?: string; limits?: ZipLimits } = {},
): ProblemPackage {
  const files = unzipPackage(bytes, options.limits);
  const { root, inner } = stripTopFolder(files);
  return parseProblemFiles(inner, options.id ?? root ?? undefined);
}

/** The package as a zip in Hydro's layout; `readProblemZip` gives the same package back. */
export function writeProblemZip(pkg: ProblemPackage): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, data] of packageFiles(pkg)) entries[path] = data;
  // A fixed time keeps the bytes the same for the same package.
  return zipSync(entries, { level: 6, mtime: new Date("2000-01-01T00:00:00Z") });
}

/** A relative path with forward slashes, or null when it could escape the package root. */
export function safeName(raw: string): string | null {
  if (raw.includes("\0") || raw.includes("\\")) return null;
  if (raw.startsWith("/") || /^[a-zA-Z]:/.test(raw)) return null;
  const parts = raw.split("/");
  if (parts.some((p) => p === ".." || p === ".")) return null;
  return raw;
}

function stripTopFolder(files: Map<string, Uint8Array>): { root: string | null; inner: PackageFiles } {
  if (files.has("problem.yaml")) return { root: null, inner: files };
  const tops = new Set([...files.keys()].map((p) => p.split("/")[0]));
  const [top] = tops;
  if (tops.size !== 1 || top === undefined || !files.has(`${top}/problem.yaml`))
    return { root: null, inner: files };
  const inner = new Map<string, Uint8Array>();
  for (const [path, data] of files) inner.set(path.slice(top.length + 1), data);
  return { root: /^[a-z0-9][a-z0-9-]{0,63}$/.test(top) ? top : null, inner };
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}
