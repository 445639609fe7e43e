import { vars } from "@qisi/ui/vars";
import { globalStyle, style } from "@vanilla-extract/css";

export const list = style({});
// Doubled class: wins over the article body's list styles.
globalStyle(`.${list}.${list}`, {
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.md,
});

export const item = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const itemTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg });
export const itemText = style({ margin: 0 });
export const itemMeta = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const player = style({
  display: "block",
  width: "100%",
  aspectRatio: "16 / 9",
  borderRadius: vars.radius.md,
  background: "black",
});
