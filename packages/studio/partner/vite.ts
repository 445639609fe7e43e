import { createReadStream, readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { contentTypeOf } from "../asset-content-type.ts";
import { type StudioAssetOptions, studioAssets } from "./studio-assets.ts";

export { type StudioAsset, type StudioAssetOptions, studioAssets } from "./studio-assets.ts";

/**
 * The studios' run-time files on your own origin, for a Vite app that uses `@qisi/studio`:
 * served from node_modules under `vite dev`, copied into the build by `vite build` (Pyodide under
 * `/pyodide/<version>/`, the prebuilt Scratch frame under `/studio/scratch/frame.html`,
 * `/scratch-gui/<version>/`, `/scratch-vm/<version>/`, `/qisi-scratch-frame/`).
 *
 * It also keeps `@qisi/studio` out of Vite's dependency pre-bundling: the studio starts its
 * workers from files beside its modules (`new URL("workers/…", import.meta.url)`), which
 * pre-bundling would move away from them.
 */
export function qisiStudio(options: StudioAssetOptions = {}): Plugin {
  const assets = studioAssets(options);
  const byPath = new Map(assets.map((asset) => [`/${asset.path}`, asset]));
  return {
    name: "qisi-studio",
    config: () => ({ optimizeDeps: { exclude: ["@qisi/studio"] } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const asset = byPath.get(req.url?.split("?")[0] ?? "");
        if (!asset) return next();
        res.setHeader("content-type", contentTypeOf(asset.path));
        createReadStream(asset.file).pipe(res);
      });
    },
    generateBundle() {
      for (const asset of assets)
        this.emitFile({
          type: "asset",
          fileName: asset.path,
          source: new Uint8Array(readFileSync(asset.file)),
        });
    },
  };
}
