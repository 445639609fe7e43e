import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const track = style({
  position: "fixed",
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.toast,
  height: "3px",
  pointerEvents: "none",
  opacity: 1,
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: {
    // Complete first, then fade: the delay lets the bar reach the end before it disappears.
    "&[data-state='finishing']": {
      opacity: 0,
      transition: `opacity ${vars.motion.slow} ${vars.motion.easing} ${vars.motion.base}`,
    },
  },
});

export const bar = style({
  height: "100%",
  background: vars.color.brand,
  boxShadow: `0 0 8px ${vars.color.brand}`,
  transformOrigin: "left",
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: { "[dir='rtl'] &": { transformOrigin: "right" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
