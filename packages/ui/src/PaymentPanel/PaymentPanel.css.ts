import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: "center",
  maxWidth: "24rem",
});

export const amountLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/*
 * Scanners need dark modules on a light ground, whatever the page theme, so this plate is fixed
 * black-on-white on purpose rather than following the theme's colour roles.
 */
export const qrPlate = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: "white",
  border: `1px solid ${vars.color.border}`,
  lineHeight: 0,
});

export const qr = style({ display: "block", width: "200px", height: "200px", fill: "black" });

export const instructions = style({ margin: 0, maxWidth: "20rem" });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, width: "100%" });
