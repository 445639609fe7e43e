import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

export const figure = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.sm,
  margin: 0,
  textAlign: "center",
});

export const image = recipe({
  base: {
    display: "block",
    aspectRatio: "1",
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    // The code image carries its own light background: codes scan best dark on light.
    background: vars.color.surface,
  },
  variants: {
    size: { sm: { width: "112px" }, md: { width: "176px" } },
  },
  defaultVariants: { size: "md" },
});

export const caption = style({
  margin: 0,
  maxWidth: "18rem",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const download = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.link,
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  selectors: { "&:hover": { color: vars.color.linkHover } },
});
