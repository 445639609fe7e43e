import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const root = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.actionSubtle,
});
export const icon = style({ color: vars.color.action });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const text = style({ margin: 0, lineHeight: vars.lineHeight.body });
export const price = style({ margin: 0, display: "flex", alignItems: "baseline", gap: vars.space.sm });
export const now = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const was = style({ color: vars.color.textMuted });
