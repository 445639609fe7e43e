/**
 * The small part of scratch-gui's standalone global (`window.GUI`, scratch-gui 15.1.1) and of the
 * Scratch VM that the frame uses. The bundle carries its own React 18; we only ever call into it.
 */
export interface ScratchAssetType {
  name: string;
  runtimeFormat: string;
  immutable: boolean;
}

export interface ScratchAsset {
  assetType: ScratchAssetType;
  assetId: string;
  dataFormat: string;
  data: Uint8Array;
  clean?: boolean;
}

export interface ScratchStorageLike {
  AssetType: Record<"Project" | "ImageVector" | "ImageBitmap" | "Sound" | "Sprite", ScratchAssetType>;
  DataFormat: Record<string, string>;
  addWebStore(
    types: ScratchAssetType[],
    getUrl: (asset: { assetId: string; dataFormat: string }) => string,
    create?: unknown,
    update?: unknown,
  ): void;
  builtinHelper: { _store(type: ScratchAssetType, format: string, data: Uint8Array, id: string): string };
}

export interface ScratchVm {
  runtime: { targets: unknown[]; renderer?: unknown };
  renderer?: { requestSnapshot(callback: (dataUrl: string) => void): void };
  assets: ScratchAsset[];
  toJSON(): string;
  loadProject(project: string | ArrayBuffer | object): Promise<void>;
  saveProjectSb3(): Promise<Blob>;
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
}

export interface ScratchGuiState {
  scratchGui: {
    vm: ScratchVm;
    projectState: { loadingState: string; projectId: string | null };
    projectChanged: boolean;
    projectTitle: string;
  };
}

export interface EditorStateLike {
  store: { getState(): ScratchGuiState; subscribe(listener: () => void): () => void };
  dispatch(action: unknown): void;
}

export interface GuiStorage {
  scratchStorage: ScratchStorageLike;
  getLibraryAssetUrl(assetId: string, dataFormat: string): string;
  saveProject(
    projectId: string | number | null | undefined,
    vmState: string,
    params: { originalId?: string | number; isCopy?: boolean | 1; isRemix?: boolean | 1; title?: string },
  ): Promise<{ id: string | number }>;
  setProjectHost(host: string): void;
  setAssetHost(host: string): void;
  setProjectToken(token: string): void;
  setProjectMetadata(projectId: string | null | undefined): void;
  setTranslatorFunction(translator: unknown): void;
  setBackpackHost(host: string): void;
}

export interface ScratchGuiGlobal {
  ScratchStorage: new () => ScratchStorageLike;
  EditorState: new (
    params: { locale?: string; showTelemetryModal?: boolean; isEmbedded?: boolean },
    config: () => { storage: GuiStorage },
  ) => EditorStateLike;
  createStandaloneRoot(
    state: EditorStateLike,
    container: HTMLElement,
  ): { render(props: Record<string, unknown>): void; unmount(): void };
  setAppElement(element: HTMLElement): void;
}
