import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfStale, packTarball } from "../packages/packed-package.ts";

/**
 * Issue 23, item 7: a partner's app as a partner makes it. The three published packages are packed
 * as a release packs them, and a fresh Vite + React 19 app outside the workspace (copied from
 * `template/`, which follows only the READMEs) installs the tarballs with plain npm and builds.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const template = fileURLToPath(new URL("template/", import.meta.url));
const published = ["api", "ui", "studio"] as const;

export interface PartnerApp {
  /** The app's folder, outside the workspace. */
  dir: string;
  /** `vite build`'s output, to serve. */
  dist: string;
  /** Seconds per step; install and build are absent when an identical app was already built. */
  seconds: { pack: number; install?: number; build?: number };
  tarballs: { name: string; bytes: number }[];
}

/** The apps of this checkout (another checkout on the machine may be running its own). */
const appPrefix = `qisi-partner-app-${createHash("sha256").update(root).digest("hex").slice(0, 8)}-`;

const since = (started: number) => (Date.now() - started) / 1000;

/**
 * npm as a partner runs it: pnpm, when it starts this process (`pnpm test`), passes its own settings
 * as `npm_config_*` variables, which npm would read as its own.
 */
function partnerEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(npm_|pnpm_)/i.test(name) && name !== "PNPM_HOME"),
  );
}

/** What decides the app: the tarballs and the template, so an unchanged pair reuses the last build. */
function appKey(tarballs: string[]): string {
  const hash = createHash("sha256");
  for (const file of tarballs) hash.update(readFileSync(file));
  const templateFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? templateFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of templateFiles(template).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

/**
 * Packs the packages (building any whose dist is stale), then creates, installs and builds the app
 * in the temp folder; an app built from the same tarballs and template is reused unless `fresh`.
 */
export function preparePartnerApp({ fresh = false } = {}): PartnerApp {
  let started = Date.now();
  const tarballDir = join(tmpdir(), `qisi-partner-tarballs-${process.pid}`);
  rmSync(tarballDir, { recursive: true, force: true });
  mkdirSync(tarballDir);
  const tarballs = published.map((name) => {
    const packageDir = join(root, "packages", name);
    buildIfStale(packageDir);
    return packTarball(packageDir, tarballDir);
  });
  const seconds: PartnerApp["seconds"] = { pack: since(started) };
  const sizes = tarballs.map((file) => ({ name: basename(file), bytes: statSync(file).size }));

  const dir = join(tmpdir(), `${appPrefix}${appKey(tarballs)}`);
  const dist = join(dir, "dist");
  if (fresh || !existsSync(join(dist, "index.html"))) {
    // An app is 300 MB with its node_modules: this checkout keeps only its latest.
    for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith(appPrefix)))
      rmSync(join(tmpdir(), old), { recursive: true, force: true });
    cpSync(template, dir, { recursive: true });
    const env = partnerEnvironment();
    started = Date.now();
    // The studio README's install line, with the tarballs in place of the registry's packages.
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", ...tarballs], {
      cwd: dir,
      env,
      stdio: "inherit",
    });
    seconds.install = since(started);
    started = Date.now();
    execFileSync("npm", ["run", "build"], { cwd: dir, env, stdio: "inherit" });
    seconds.build = since(started);
  }
  rmSync(tarballDir, { recursive: true, force: true });
  return { dir, dist, seconds, tarballs: sizes };
}

/** The figures issue 23's note asks for. */
export function describePartnerApp(app: PartnerApp): string {
  const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const time = (value: number | undefined) => (value === undefined ? "reused" : `${value.toFixed(1)} s`);
  return [
    `partner app in ${app.dir}`,
    ...app.tarballs.map(({ name, bytes }) => `  ${name}: ${kilobytes(bytes)}`),
    `  pack ${time(app.seconds.pack)}, npm install ${time(app.seconds.install)}, vite build ${time(app.seconds.build)}`,
  ].join("\n");
}

// `node tests/partner-app/prepare-partner-app.ts [--fresh]`: prepare the app on its own and print the figures.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(describePartnerApp(preparePartnerApp({ fresh: process.argv.includes("--fresh") })));
}
