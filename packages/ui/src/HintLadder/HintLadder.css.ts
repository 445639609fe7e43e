import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const root = style({ display: "grid", gap: vars.space.md });

export const rungs = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const rung = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  overflowWrap: "anywhere",
});

export const rungTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const left = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const dialogText = style({ margin: 0, lineHeight: vars.lineHeight.body, color: vars.color.text });
