export { StickyContactBar, type StickyContactBarProps } from "./StickyContactBar";
