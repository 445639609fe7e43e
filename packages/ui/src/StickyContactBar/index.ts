export { StickyContactBar, type StickyContactBarProps, trialCourseHref } from "./StickyContactBar";
