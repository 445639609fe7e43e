import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const page = style({
  padding: vars.space.lg,
  color: vars.color.text,
  background: vars.color.page,
  minHeight: "100dvh",
});
export const title = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.sm}` });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const columns = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(320px, 1fr))",
});
export const heading = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });
export const block = style({
  margin: 0,
  padding: vars.space.md,
  minHeight: "12em",
  maxHeight: "70vh",
  overflow: "auto",
  whiteSpace: "pre-wrap",
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
