import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultPyodideBase, pyodideFiles } from "../src/python/pyodide-version.ts";

/** A file the studios load at run time from the page's origin, and where it comes from. */
export interface StudioAsset {
  /** The URL path it is served at, without the leading slash (`pyodide/314.0.7/pyodide.asm.wasm`). */
  path: string;
  /** The file on disk. */
  file: string;
}

export interface StudioAssetOptions {
  /** Pyodide for `<PythonStudio>` (default true). */
  python?: boolean;
  /** The prebuilt Scratch frame for `<ScratchStudio>` (default true). */
  scratch?: boolean;
}

const require = createRequire(import.meta.url);

/**
 * The prebuilt Scratch frame (vite.frame.config.ts): `dist/frame/` of this package, beside
 * `dist/partner/` once built, or under `dist/` seen from the sources.
 */
function frameDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "..", "frame"), join(here, "..", "dist", "frame")];
  const found = candidates.find((dir) => existsSync(join(dir, "studio", "scratch", "frame.html")));
  if (!found) throw new Error(`@qisi/studio: no prebuilt Scratch frame in ${candidates.join(" or ")}`);
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".map"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Every file the studios fetch from the page's own origin: Pyodide's runtime under
 * `/pyodide/<version>/` (from the `pyodide` package this one depends on), and the Scratch frame
 * page with scratch-gui's prebuilt bundle (`/studio/scratch/frame.html`, `/scratch-gui/<version>/`,
 * `/scratch-vm/<version>/`, `/qisi-scratch-frame/`).
 */
export function studioAssets({ python = true, scratch = true }: StudioAssetOptions = {}): StudioAsset[] {
  const assets: StudioAsset[] = [];
  if (python) {
    const pyodideDir = dirname(require.resolve("pyodide/package.json"));
    for (const name of pyodideFiles)
      assets.push({ path: `${defaultPyodideBase.slice(1)}${name}`, file: join(pyodideDir, name) });
  }
  if (scratch) {
    const dir = frameDir();
    for (const file of filesUnder(dir)) assets.push({ path: relative(dir, file).split(sep).join("/"), file });
  }
  return assets;
}
