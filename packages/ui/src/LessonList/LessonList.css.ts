import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const groupTitle = style({
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const row = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  borderInlineStart: "3px solid transparent",
});

export const link = style([
  row,
  {
    selectors: {
      "&:hover": { background: vars.color.surfaceSunken, color: vars.color.link },
      "&[aria-current='page']": {
        background: vars.color.actionSubtle,
        borderInlineStartColor: vars.color.action,
        fontWeight: vars.fontWeight.bold,
      },
    },
  },
]);

export const locked = style([row, { color: vars.color.textMuted, cursor: "not-allowed" }]);

export const seq = style({
  flex: "none",
  minWidth: "2ch",
  fontVariantNumeric: "tabular-nums",
  color: vars.color.textMuted,
  textAlign: "end",
});

export const title = style({ flex: 1, minWidth: 0, overflowWrap: "anywhere" });

export const icon = style({ flex: "none", color: vars.color.textMuted });

export const doneIcon = style({ flex: "none", color: vars.color.success });

export const currentTag = style({
  flex: "none",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.action,
  color: vars.color.onAction,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

/** 2/3: exercises passed of the lesson's exercises. */
export const exerciseCount = style({
  flex: "none",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: "tabular-nums",
  selectors: { "&[data-complete='true']": { borderColor: vars.color.success, color: vars.color.text } },
});

/** 编写中: a lesson not written yet (the outline lists it; it opens only in an author's preview). */
export const draftTag = style({
  flex: "none",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
