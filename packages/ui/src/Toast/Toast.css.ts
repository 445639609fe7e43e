import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";
import "./keyframes.css";

export const region = style({
  position: "fixed",
  zIndex: vars.zIndex.toast,
  insetInline: vars.space.lg,
  bottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  pointerEvents: "none",
  selectors: { "&:focus": { outline: "none" } },
  "@media": { "(min-width: 640px)": { insetInline: "auto", insetInlineEnd: vars.space.xl, width: "24rem" } },
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const enter = `${vars.motion.base} ${vars.motion.easing}`;

export const toast = recipe({
  base: {
    pointerEvents: "auto",
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: "4px",
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    animation: `qisi-toast-in ${enter}`,
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
      info: { borderInlineStartColor: vars.color.brand },
    },
  },
  defaultVariants: { tone: "info" },
});

export const icon = recipe({
  base: { flex: "none", marginTop: "2px" },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.link },
    },
  },
});

export const message = style({ flex: 1, minWidth: 0, margin: 0, lineHeight: vars.lineHeight.body });

export const action = style({
  flex: "none",
  minHeight: "32px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.action}`,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.link,
  font: "inherit",
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.actionSubtle } },
});

export const close = style({
  flex: "none",
  display: "inline-grid",
  placeItems: "center",
  width: "32px",
  height: "32px",
  border: "none",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceSunken, color: vars.color.text } },
});
