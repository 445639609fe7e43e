import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const page = style({
  minBlockSize: "100dvh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.lg,
  background: vars.color.surfaceSunken,
});
export const card = style({
  inlineSize: "min(100%, 28rem)",
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  "@media": { "(max-width: 480px)": { padding: vars.space.lg } },
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const lead = style({ margin: 0, color: vars.color.textMuted });
