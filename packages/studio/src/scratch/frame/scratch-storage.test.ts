import { describe, expect, it, vi } from "vitest";
import type { ScratchAssetType, ScratchStorageLike } from "./gui-types.ts";
import { createServerStorage } from "./scratch-storage.ts";

const type = (name: string): ScratchAssetType => ({
  name,
  runtimeFormat: "x",
  immutable: name !== "Project",
});

function fakeStorage() {
  const stores: { types: string[]; url: (asset: { assetId: string; dataFormat: string }) => string }[] = [];
  const cached: { type: string; id: string; text: string }[] = [];
  const storage: ScratchStorageLike = {
    AssetType: {
      Project: type("Project"),
      ImageVector: type("ImageVector"),
      ImageBitmap: type("ImageBitmap"),
      Sound: type("Sound"),
      Sprite: type("Sprite"),
    },
    DataFormat: { JSON: "json" },
    addWebStore: (types, url) => stores.push({ types: types.map((t) => t.name), url }),
    builtinHelper: {
      _store: (assetType, _format, data, id) => {
        cached.push({ type: assetType.name, id, text: new TextDecoder().decode(data) });
        return id;
      },
    },
  };
  return { storage, stores, cached };
}

const api = () => ({ assetUrl: (md5ext: string) => `/api/assets/${md5ext}` });

describe("the Scratch storage adapter", () => {
  it("sends every asset and project request to our server, never Scratch's", () => {
    const { storage, stores } = fakeStorage();
    const adapter = createServerStorage(storage, api(), async () => ({ id: "p" }));
    const assets = stores.find((store) => store.types.includes("Sound"))!;
    expect(assets.types).toEqual(["ImageVector", "ImageBitmap", "Sound"]);
    expect(assets.url({ assetId: "abc", dataFormat: "svg" })).toBe("/api/assets/abc.svg");
    const projects = stores.find((store) => store.types.includes("Project"))!;
    expect(projects.url({ assetId: "p 1", dataFormat: "json" })).toBe("/api/projects/p%201/body");
    expect(adapter.guiStorage.getLibraryAssetUrl("def", "wav")).toBe("/api/assets/def.wav");
    // scratch-gui hands over hosts of its own (Scratch's, a CDN's); whatever they are, they are ignored.
    adapter.guiStorage.setAssetHost("https://assets.cdn.example");
    adapter.guiStorage.setProjectHost("https://projects.cdn.example");
    expect(assets.url({ assetId: "abc", dataFormat: "svg" })).toBe("/api/assets/abc.svg");
  });

  it("caches project JSON by id for the GUI", () => {
    const { storage, cached } = fakeStorage();
    createServerStorage(storage, api(), async () => ({ id: "p" })).cacheProject("0", '{"targets":[]}');
    expect(cached).toEqual([{ type: "Project", id: "0", text: '{"targets":[]}' }]);
  });

  it("reports only the assets the server may lack, once each, until the host stored them", async () => {
    const { storage, stores } = fakeStorage();
    const adapter = createServerStorage(storage, api(), async () => ({ id: "p" }));
    const fetched = stores.find((store) => store.types.includes("Sound"))!;
    fetched.url({ assetId: "known", dataFormat: "svg" });
    const data = new Uint8Array([1, 2, 3]);
    const known = {
      assetType: storage.AssetType.ImageVector,
      assetId: "known",
      dataFormat: "svg",
      data,
      clean: true,
    };
    const drawn = {
      assetType: storage.AssetType.ImageVector,
      assetId: "drawn",
      dataFormat: "svg",
      data,
      clean: false,
    };
    const fromFile = {
      assetType: storage.AssetType.Sound,
      assetId: "file",
      dataFormat: "wav",
      data,
      clean: true,
    };
    const names = () =>
      adapter
        .missingAssets([known, drawn, fromFile, drawn])
        .map((asset) => `${asset.assetId}.${asset.dataFormat}`)
        .sort();
    expect(names()).toEqual(["drawn.svg", "file.wav"]);
    // Not stored yet (an upload failed, or the host has not saved): still reported.
    expect(names()).toEqual(["drawn.svg", "file.wav"]);
    adapter.markStored(["drawn.svg", "file.wav"]);
    expect(drawn.clean).toBe(true);
    expect(names()).toEqual([]);
  });

  it("routes the GUI's own save through ours", async () => {
    const { storage } = fakeStorage();
    const save = vi.fn(async () => ({ id: "new-id" }));
    const adapter = createServerStorage(storage, api(), save);
    expect(await adapter.guiStorage.saveProject(null, "{}", {})).toEqual({ id: "new-id" });
    expect(save).toHaveBeenCalledWith("{}");
  });
});
