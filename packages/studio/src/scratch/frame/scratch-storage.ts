import type { GuiStorage, ScratchAsset, ScratchStorageLike } from "./gui-types.ts";

/** Where our server's assets are (URLs only: uploads go through the host page's API client). */
export interface AssetApi {
  assetUrl(md5ext: string): string;
}

export interface ScratchServerStorage {
  /** The object scratch-gui's `EditorState` config takes as `storage`. */
  guiStorage: GuiStorage;
  /** Keeps a project's JSON so the GUI (or the VM) can load it by id without a request. */
  cacheProject(projectId: string, json: string): void;
  /** Every asset of the project our server may not have yet, once per name. */
  missingAssets(assets: readonly ScratchAsset[]): ScratchAsset[];
  /** The host uploaded these: they are on our server now. */
  markStored(md5ext: readonly string[]): void;
}

/**
 * Points every project and asset request of the Scratch GUI at our server (`/api/...`): assets
 * by md5ext, library thumbnails from the same place, projects from the cache the host fills (the
 * host uploads new assets before it saves). Nothing goes to Scratch's servers.
 */
export function createServerStorage(
  storage: ScratchStorageLike,
  api: AssetApi,
  onSaveRequest: (vmState: string) => Promise<{ id: string | number }>,
): ScratchServerStorage {
  // md5ext of the assets the server is known to hold: fetched from it, or uploaded this session.
  const onServer = new Set<string>();
  // The assets last reported missing, so `markStored` can mark them clean.
  const reported = new Map<string, ScratchAsset>();
  const md5ext = (asset: { assetId: string; dataFormat: string }) => `${asset.assetId}.${asset.dataFormat}`;
  const { AssetType } = storage;

  storage.addWebStore([AssetType.ImageVector, AssetType.ImageBitmap, AssetType.Sound], (asset) => {
    onServer.add(md5ext(asset));
    return api.assetUrl(md5ext(asset));
  });
  // Shared projects by id (our project loads come from the cache; this is the GUI's fallback).
  storage.addWebStore([AssetType.Project], (asset) =>
    api.assetUrl("x").replace(/assets\/x$/, `projects/${encodeURIComponent(asset.assetId)}/body`),
  );

  const noop = () => undefined;
  const guiStorage: GuiStorage = {
    scratchStorage: storage,
    getLibraryAssetUrl: (assetId, dataFormat) => {
      onServer.add(`${assetId}.${dataFormat}`);
      return api.assetUrl(`${assetId}.${dataFormat}`);
    },
    saveProject: (_projectId, vmState) => onSaveRequest(vmState),
    // scratch-gui hands us Scratch's own hosts; we keep ours.
    setProjectHost: noop,
    setAssetHost: noop,
    setProjectToken: noop,
    setProjectMetadata: noop,
    setTranslatorFunction: noop,
    setBackpackHost: noop,
  };

  return {
    guiStorage,
    cacheProject: (projectId, json) => {
      storage.builtinHelper._store(
        AssetType.Project,
        storage.DataFormat.JSON ?? "json",
        new TextEncoder().encode(json),
        projectId,
      );
    },
    missingAssets: (assets) => {
      const pending = new Map<string, ScratchAsset>();
      for (const asset of assets) {
        if (!asset?.data) continue;
        const name = md5ext(asset);
        if (!onServer.has(name) || asset.clean === false) pending.set(name, asset);
      }
      for (const [name, asset] of pending) reported.set(name, asset);
      return [...pending.values()];
    },
    markStored: (names) => {
      for (const name of names) {
        onServer.add(name);
        const asset = reported.get(name);
        if (asset) asset.clean = true;
        reported.delete(name);
      }
    },
  };
}
