import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** The parts of a published package.json these tests read. */
export interface PublishedManifest {
  name: string;
  license?: string;
  exports?: unknown;
  publishConfig?: { exports?: unknown };
  sideEffects?: boolean | string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** A workspace package as `pnpm pack` ships it, read back from its tarball. */
export interface PackedPackage {
  manifest: PublishedManifest;
  /** Paths inside the tarball, without tar's leading `package/`. */
  files: string[];
  /** Size of the .tgz: what a partner's install downloads. */
  tarballBytes: number;
  /** Unpacked size of one shipped file. */
  sizeOf: (path: string) => number;
  read: (path: string) => string;
  /** Where a shipped file is on disk, unpacked, e.g. to import it. */
  pathOf: (path: string) => string;
}

/**
 * Packs a workspace package with pnpm, as a release would (so `publishConfig` and the `workspace:`
 * rewrites apply), then lists and unpacks the tarball into `destination`: the tests judge what a
 * partner receives, never the package.json in the repository.
 */
export function packPackage(packageDir: string, destination: string): PackedPackage {
  const output = execFileSync("pnpm", ["pack", "--pack-destination", destination, "--json"], {
    cwd: packageDir,
    encoding: "utf8",
  });
  const tarball: string = JSON.parse(output).filename;
  const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line && !line.endsWith("/"))
    .map((line) => line.replace(/^package\//, ""));
  const unpacked = join(destination, "unpacked");
  mkdirSync(unpacked, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", unpacked]);
  const pathOf = (path: string) => join(unpacked, "package", path);
  return {
    manifest: JSON.parse(readFileSync(pathOf("package.json"), "utf8")),
    files,
    tarballBytes: statSync(tarball).size,
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
  return specifiers
    .filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("node:"))
    .map((specifier) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/"),
    );
}
