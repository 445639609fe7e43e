import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const bar = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  paddingBlock: vars.space.md,
  paddingBottom: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  transform: "translateY(0)",
  visibility: "visible",
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}, visibility 0s linear 0s`,
  selectors: {
    // Slide away first, then leave the accessibility tree once the slide has finished.
    "&[data-state='closed']": {
      transform: "translateY(110%)",
      visibility: "hidden",
      transition: `transform ${vars.motion.slow} ${vars.motion.easing}, visibility 0s linear ${vars.motion.slow}`,
    },
  },
  "@media": {
    // The closed state's own transition (a delayed visibility) outranks a plain rule, so it is
    // switched off here too: with reduced motion the bar appears and goes at once.
    "(prefers-reduced-motion: reduce)": {
      transition: "none",
      selectors: { "&[data-state='closed']": { transition: "none" } },
    },
  },
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
});

export const message = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  minWidth: 0,
  "@media": { "(max-width: 639px)": { display: "none" } },
});

export const actions = style({
  display: "flex",
  gap: vars.space.sm,
  marginInlineStart: "auto",
  "@media": { "(max-width: 639px)": { width: "100%", justifyContent: "stretch" } },
});

export const action = style({
  "@media": { "(max-width: 639px)": { flex: "1 1 0" } },
});
