import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
});

export const tile = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const label = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, margin: 0 });

export const value = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: "tabular-nums",
  overflowWrap: "anywhere",
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const message = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted });

export const error = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.danger,
});

export const errorText = style({ margin: 0 });
