import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const notice = style({
  display: "grid",
  gap: vars.space.md,
  margin: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const text = style({ margin: 0, lineHeight: 1.7 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
