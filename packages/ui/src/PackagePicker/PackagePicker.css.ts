import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const fieldset = style({ margin: 0, padding: 0, border: "none", minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const options = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))",
  gap: vars.space.md,
});

export const option = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: vars.space.lg,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  cursor: "pointer",
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&:hover": { borderColor: vars.color.borderStrong },
    "&:has(input:checked)": { borderColor: vars.color.action, background: vars.color.actionSubtle },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    "&:has(input:disabled)": { cursor: "not-allowed", opacity: 0.6 },
  },
});

export const radio = style({
  gridRow: "1 / span 3",
  width: "20px",
  height: "20px",
  margin: "2px 0 0",
  accentColor: vars.color.action,
  selectors: { "&:focus-visible": { outline: "none" } },
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  overflowWrap: "anywhere",
});

export const details = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const priceRow = style({
  display: "flex",
  alignItems: "baseline",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const price = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const listPrice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const saving = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});
