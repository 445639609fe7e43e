import { vars } from "@qisi/ui/vars";
import { globalStyle, style } from "@vanilla-extract/css";

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

/** 即将开课 above the title of a course with nothing on sale yet. */
export const comingBadge = style({
  justifySelf: "start",
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
export const facts = style({
  display: "grid",
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
  "@media": { "(min-width: 640px)": { gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))" } },
});
export const fact = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.fontWeight.medium });
const smallTag = {
  display: "inline-block",
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.body,
  verticalAlign: "middle",
} as const;
/** 项目课: a lesson that builds a project. */
export const tag = style({ ...smallTag, background: vars.color.actionSubtle, color: vars.color.text });
/** 正在编写: a lesson not written yet. */
export const draftTag = style({ ...smallTag, background: vars.color.warningSubtle, color: vars.color.text });
export const draftTitle = style({ color: vars.color.textMuted });
export const reminded = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.successSubtle,
  color: vars.color.text,
});
export const problem = style({ margin: 0, color: vars.color.danger });
