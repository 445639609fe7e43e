export {
  type ScratchCapture,
  type ScratchSource,
  ScratchStudio,
  type ScratchStudioError,
  type ScratchStudioHandle,
  type ScratchStudioProps,
} from "./ScratchStudio.tsx";
export { type SaveAsset, type ScratchContent, scratchAdapter } from "./scratch-adapter.ts";
export {
  scratchFramePath,
  scratchFrameSrc,
  scratchGuiBase,
  scratchGuiVersion,
} from "./scratch-gui-version.ts";
export * from "./toolbar/index.ts";
