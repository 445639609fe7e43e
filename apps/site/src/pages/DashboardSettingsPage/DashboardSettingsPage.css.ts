import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

/** A field no wider than a phone number or a nickname needs. */
export const field = style({ maxInlineSize: "24rem" });
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
