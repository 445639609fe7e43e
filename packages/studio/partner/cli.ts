import { copyFileSync, mkdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { studioAssets } from "./studio-assets.ts";

/**
 * `npx qisi-studio-assets <outDir> [--no-python] [--no-scratch]`: copies the studios' run-time
 * files (Pyodide, the prebuilt Scratch frame) into a folder your web server serves at its root,
 * such as a Vite app's `public/`. For apps whose bundler is not Vite (Vite apps use `qisiStudio()`).
 */
const usage = "usage: qisi-studio-assets <outDir> [--no-python] [--no-scratch]";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    "no-python": { type: "boolean", default: false },
    "no-scratch": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help || positionals.length !== 1) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const outDir = resolve(positionals[0] as string);
const assets = studioAssets({ python: !values["no-python"], scratch: !values["no-scratch"] });
let bytes = 0;
for (const asset of assets) {
  const target = join(outDir, asset.path);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(asset.file, target);
  bytes += statSync(target).size;
}
console.log(`@qisi/studio: ${assets.length} files (${(bytes / 1048576).toFixed(1)} MB) copied to ${outDir}`);
