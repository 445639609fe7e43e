import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** The parts of a published package.json these tests read. */
export interface PublishedManifest {
  name: string;
  version: string;
  license?: string;
  exports?: unknown;
  publishConfig?: { exports?: unknown };
  sideEffects?: boolean | string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  bin?: Record<string, string>;
}

/** A workspace package as `pnpm pack` ships it, read back from its tarball. */
export interface PackedPackage {
  manifest: PublishedManifest;
  /** The unpacked package folder (tar's `package/`). */
  root: string;
  /** Paths inside the tarball, without tar's leading `package/`. */
  files: string[];
  /** Size of the .tgz: what a partner's install downloads. */
  tarballBytes: number;
  /** Size of every shipped file together: what the install puts on disk. */
  unpackedBytes: number;
  /** Unpacked size of one shipped file. */
  sizeOf: (path: string) => number;
  read: (path: string) => string;
  /** Where a shipped file is on disk, unpacked, e.g. to import it. */
  pathOf: (path: string) => string;
}

/** `pnpm pack` of a workspace package into `destination`; answers the tarball's path. */
export function packTarball(packageDir: string, destination: string): string {
  const output = execFileSync("pnpm", ["pack", "--pack-destination", destination, "--json"], {
    cwd: packageDir,
    encoding: "utf8",
  });
  return JSON.parse(output).filename;
}

/**
 * Packs a workspace package with pnpm, as a release would (so `publishConfig` and the `workspace:`
 * rewrites apply), then lists and unpacks the tarball into `destination`: the tests judge what a
 * partner receives, never the package.json in the repository.
 */
export function packPackage(packageDir: string, destination: string): PackedPackage {
  const tarball = packTarball(packageDir, destination);
  const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line && !line.endsWith("/"))
    .map((line) => line.replace(/^package\//, ""));
  const unpacked = join(destination, "unpacked");
  mkdirSync(unpacked, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", unpacked]);
  const pathOf = (path: string) => join(unpacked, "package", path);
  return {
    root: join(unpacked, "package"),
    manifest: JSON.parse(readFileSync(pathOf("package.json"), "utf8")),
    files,
    tarballBytes: statSync(tarball).size,
    unpackedBytes: files.reduce((sum, file) => sum + statSync(pathOf(file)).size, 0),
    sizeOf: (path) => statSync(pathOf(path)).size,
    read: (path) => readFileSync(pathOf(path), "utf8"),
    pathOf,
  };
}

/** Every file path an `exports` map can resolve to, through any nesting of conditions. */
export function exportTargets(exports: unknown): string[] {
  if (typeof exports === "string") return [exports];
  if (Array.isArray(exports)) return exports.flatMap(exportTargets);
  if (exports && typeof exports === "object") return Object.values(exports).flatMap(exportTargets);
  return [];
}

/** Every condition name used anywhere in an `exports` map. */
export function exportConditions(exports: unknown): string[] {
  if (!exports || typeof exports !== "object") return [];
  return Object.entries(exports).flatMap(([key, value]) => [
    ...(key.startsWith(".") ? [] : [key]),
    ...exportConditions(value),
  ]);
}

/**
 * The packages a built file imports by bare name (`react/jsx-runtime` counts as `react`): from
 * static imports and re-exports, side-effect imports and dynamic imports, in JavaScript and in
 * declaration files alike.
 */
export function importedPackages(source: string): string[] {
  // Doc comments quote prose ('tell "check your wifi" from "check the site"'): not imports.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const specifiers = [
    ...code.matchAll(/\bfrom\s*["']([^"']+)["']/g),
    ...code.matchAll(/\bimport\s*["']([^"']+)["']/g),
    ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1]!);
  // Embedded Python (the studio's check harness) reads `"import": "import"`: not a package name.
  return specifiers
    .filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("node:"))
    .filter((specifier) => /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[^\s]*)?$/i.test(specifier))
    .map((specifier) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/"),
    );
}

/** The newest modification time of any file under `dir`, skipping the folders named in `skip`. */
function newestMtime(dir: string, skip: ReadonlySet<string>): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path, skip) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const notSources = new Set(["node_modules", "dist", ".cache", ".turbo"]);

/**
 * Builds a workspace package when its `dist/` is missing or older than a file of the package that
 * it is built from (sources, configs, package.json): a pack of a stale build would test old code.
 */
export function buildIfStale(packageDir: string): "built" | "fresh" {
  const dist = join(packageDir, "dist");
  if (existsSync(dist) && newestMtime(dist, new Set()) >= newestMtime(packageDir, notSources)) return "fresh";
  // Vitest runs with NODE_ENV=test, which a child inherits: Lingui's macros then keep source
  // messages in the build, and a test of what a partner sees would pass on a build nobody ships.
  execFileSync("pnpm", ["run", "build"], {
    cwd: packageDir,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  return "built";
}
