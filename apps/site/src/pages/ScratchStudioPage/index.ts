export { default } from "./ScratchStudioPage";
