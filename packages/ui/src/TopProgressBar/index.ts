export { TopProgressBar, type TopProgressBarProps } from "./TopProgressBar";
export { usePrefersReducedMotion } from "./usePrefersReducedMotion";
