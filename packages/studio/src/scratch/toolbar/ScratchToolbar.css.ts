import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const spacer = style({ flex: "1 1 auto" });

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

export const smallLink = style({ color: vars.color.link, fontSize: vars.fontSize.xs });

export const state = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const share = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
});

export const shareSwitch = style({
  width: "1.1em",
  height: "1.1em",
  margin: 0,
  accentColor: vars.color.action,
  ":focus-visible": { outline: `3px solid ${vars.color.focusRing}` },
});
