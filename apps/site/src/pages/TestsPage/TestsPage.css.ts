import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const page = style({ paddingBlock: vars.space.xl });
export const muted = style({ color: vars.color.textMuted });
export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const pre = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflowX: "auto",
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-wrap",
  wordBreak: "break-all",
});
export const table = style({ borderCollapse: "collapse", inlineSize: "100%" });
export const cell = style({
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  textAlign: "start",
});
export const caption = style({
  textAlign: "start",
  fontWeight: vars.fontWeight.bold,
  paddingBlock: vars.space.sm,
});
export const frame = style({
  inlineSize: "100%",
  blockSize: "16rem",
  border: `1px solid ${vars.color.border}`,
});
