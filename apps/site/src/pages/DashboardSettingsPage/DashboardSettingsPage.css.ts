import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const card = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const form = style({ display: "grid", gap: vars.space.md });
export const field = style({ display: "grid", gap: vars.space.xs, maxInlineSize: "24rem" });
export const input = style({
  minBlockSize: "44px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" } },
});
export const fieldset = style({ border: 0, padding: 0, margin: 0, display: "grid", gap: vars.space.xs });
export const avatars = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const avatarChoice = style({
  position: "relative",
  display: "inline-grid",
  placeItems: "center",
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  border: `2px solid transparent`,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.action },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});
export const radio = style({ position: "absolute", opacity: 0, inset: 0, margin: 0, cursor: "pointer" });
export const visuallyHidden = style({
  position: "absolute",
  inlineSize: "1px",
  blockSize: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
