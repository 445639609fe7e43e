import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const controls = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
});

export const select = style({
  minHeight: "36px",
  maxWidth: "7.5rem",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
});
