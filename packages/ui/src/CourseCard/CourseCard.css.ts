import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const progressRow = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const track = style({
  height: "8px",
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});

export const bar = style({ height: "100%", borderRadius: vars.radius.pill, background: vars.color.action });

export const footer = style({ marginTop: "auto" });

export const exercises = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
