export { ScratchToolbar, type ScratchToolbarProps } from "./ScratchToolbar.tsx";
