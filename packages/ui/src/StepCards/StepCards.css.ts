import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const card = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  minWidth: 0,
});

export const kind = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const fieldset = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  overflowWrap: "anywhere",
});

export const option = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: "pointer",
  lineHeight: vars.lineHeight.body,
  overflowWrap: "anywhere",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.action, background: vars.color.actionSubtle },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    "&:has(input:disabled)": { cursor: "default" },
    "&[data-right='true']": { borderColor: vars.color.success, background: vars.color.successSubtle },
  },
});

export const radio = style({
  flex: "none",
  width: "18px",
  height: "18px",
  marginTop: "3px",
  accentColor: vars.color.action,
});

export const choiceText = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });
export const output = style({ margin: 0, fontFamily: vars.font.mono, whiteSpace: "pre-wrap" });
export const picture = style({ maxWidth: "12rem", borderRadius: vars.radius.sm });
export const rightTag = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success,
});

export const textAnswer = style({
  width: "100%",
  minHeight: "4.5em",
  padding: vars.space.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  resize: "vertical",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "1px" } },
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const feedback = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    "&[data-state='right']": { borderColor: vars.color.success, background: vars.color.successSubtle },
    "&[data-state='again']": { borderColor: vars.color.warning, background: vars.color.warningSubtle },
  },
});

export const headline = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
});
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body });

export const console = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const changeNote = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.actionSubtle,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const mark = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  border: `1px solid ${vars.color.warning}`,
  fontFamily: vars.font.mono,
});

export const outputFigure = style({ display: "grid", gap: vars.space.xs, margin: 0 });
