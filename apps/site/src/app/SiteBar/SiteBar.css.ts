import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const bar = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: vars.layout.headerHeight,
});

export const brand = style({
  marginInlineEnd: "auto",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: "none",
});

export const select = style({
  minHeight: "36px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
});
