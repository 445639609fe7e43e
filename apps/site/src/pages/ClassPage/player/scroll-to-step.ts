const reducedMotion = () =>
  typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Brings a step into view (smoothly unless the learner asked for less motion) and moves focus to it. */
export function scrollToStep(element: HTMLElement | null): void {
  if (!element) return;
  element.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
  element.focus({ preventScroll: true });
}
