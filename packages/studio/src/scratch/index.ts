export {
  ScratchStudio,
  type ScratchStudioError,
  type ScratchStudioHandle,
  type ScratchStudioProps,
} from "./ScratchStudio.tsx";
export { scratchFramePath, scratchGuiBase, scratchGuiVersion } from "./scratch-gui-version.ts";
export * from "./toolbar/index.ts";
