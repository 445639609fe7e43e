export { ScratchToolbar, type ScratchToolbarProps } from "./ScratchToolbar.tsx";
export { isBusyStatus, type ScratchStudioStatus } from "./scratch-studio-status.ts";
