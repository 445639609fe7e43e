import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const root = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  overflowWrap: "anywhere",
});

export const lead = style({ margin: 0 });

/** "第 3 行：名字拼错了" on its own line above the sentence. */
export const heading = style({ display: "block", fontWeight: vars.fontWeight.bold });

export const lineLink = style({
  padding: 0,
  border: "none",
  background: "none",
  color: vars.color.link,
  textDecoration: "underline",
  cursor: "pointer",
  font: "inherit",
  ":hover": { color: vars.color.linkHover },
  ":focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
});

export const original = style({ margin: 0 });

export const summary = style({
  width: "fit-content",
  cursor: "pointer",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  borderRadius: vars.radius.sm,
  ":focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
});

globalStyle(`${original} pre`, {
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.xs,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  maxHeight: "16em",
  overflowY: "auto",
});
