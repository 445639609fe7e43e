import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const page = style({ paddingBlock: vars.space.xl });
export const hero = style({ display: "grid", gap: vars.space.sm, marginBlockEnd: vars.space.xl });
export const title = style({ margin: 0, fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.tight });
export const summary = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });
export const columns = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": { "(min-width: 960px)": { gridTemplateColumns: "minmax(0, 1fr) 26rem", alignItems: "start" } },
});
export const stack = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });
export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
export const highlights = style({ paddingInlineStart: vars.space.lg, lineHeight: vars.lineHeight.body });
export const group = style({ marginBlockEnd: vars.space.md });
export const groupTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });
export const lessons = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  lineHeight: vars.lineHeight.body,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
