import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const main = style({ minBlockSize: "60vh", paddingBlockStart: vars.space.lg });
export const title = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.xxl });
export const user = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minInlineSize: 0 });
export const nickname = style({
  fontWeight: vars.fontWeight.bold,
  overflow: "hidden",
  textOverflow: "ellipsis",
});
export const avatar = style({
  display: "inline-grid",
  placeItems: "center",
  flex: "none",
  borderRadius: vars.radius.pill,
  background: vars.color.actionSubtle,
  fontSize: vars.fontSize.lg,
  objectFit: "cover",
});
export const section = style({ display: "grid", gap: vars.space.md, marginBlockEnd: vars.space.xxl });
export const sectionHead = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  padding: 0,
  margin: 0,
  listStyle: "none",
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
export const stack = style({ display: "grid", gap: vars.space.md });
export const row = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center" });
