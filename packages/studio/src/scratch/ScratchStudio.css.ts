import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const studio = style({
  position: "relative",
  height: "100%",
  minHeight: "480px",
  background: vars.color.page,
});

export const frame = style({
  display: "block",
  width: "100%",
  height: "100%",
  border: 0,
});

export const loading = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  margin: 0,
  background: vars.color.page,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  selectors: { '&[data-state="ready"]': { display: "none" } },
});
