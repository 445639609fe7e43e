import type { GuiStorage, ScratchAsset, ScratchStorageLike } from "./gui-types.ts";

/** The calls the storage needs from our API client (a `QisiClient` fits). */
export interface AssetApi {
  assetUrl(md5ext: string): string;
  saveAsset(md5ext: string, bytes: Uint8Array): Promise<void>;
}

export interface ScratchServerStorage {
  /** The object scratch-gui's `EditorState` config takes as `storage`. */
  guiStorage: GuiStorage;
  /** Keeps a project's JSON so the GUI (or the VM) can load it by id without a request. */
  cacheProject(projectId: string, json: string): void;
  /** Uploads every asset of the project our server may not have yet; answers how many were sent. */
  uploadMissingAssets(assets: readonly ScratchAsset[]): Promise<number>;
}

/**
 * Points every project and asset request of the Scratch GUI at our server (`/api/...`): assets
 * by md5ext (GET, and POST before a project is saved), library thumbnails from the same place,
 * projects from the cache we fill from `GET projects/{id}`. Nothing goes to Scratch's servers.
 */
export function createServerStorage(
  storage: ScratchStorageLike,
  api: AssetApi,
  onSaveRequest: (vmState: string) => Promise<{ id: string | number }>,
): ScratchServerStorage {
  // md5ext of the assets the server is known to hold: fetched from it, or uploaded this session.
  const onServer = new Set<string>();
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
    uploadMissingAssets: async (assets) => {
      const pending = new Map<string, ScratchAsset>();
      for (const asset of assets) {
        if (!asset?.data) continue;
        const name = md5ext(asset);
        if (!onServer.has(name) || asset.clean === false) pending.set(name, asset);
      }
      // A few at a time: a project from an .sb3 file may bring hundreds.
      const queue = [...pending];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [name, asset] = next;
          await api.saveAsset(name, asset.data);
          onServer.add(name);
          asset.clean = true;
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      return pending.size;
    },
  };
}
