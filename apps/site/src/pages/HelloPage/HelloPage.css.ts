import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const page = style({ paddingBlock: vars.space.xl });
export const card = style({
  display: "grid",
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});
export const form = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const field = style({ display: "grid", gap: vars.space.xs, flex: "1 1 14rem" });
export const label = style({ fontWeight: vars.fontWeight.medium });
export const input = style({
  minHeight: "48px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.lg,
});
export const home = style({ margin: 0 });
