import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const studio = style({
  flex: "1 1 auto",
  minHeight: 0,
  display: "flex",
  flexDirection: "column",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.surface,
});

export const studioTitle = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  maxInlineSize: "16em",
});

export const waiting = style({
  display: "grid",
  placeItems: "center",
  flex: "1 1 auto",
  minHeight: "320px",
  color: vars.color.textMuted,
});

export const exercise = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
});

export const exerciseTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const samples = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
});

export const sample = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-wrap",
});

/** A Scratch lesson on a phone: what can be done here and what waits for a bigger screen. */
export const phoneNotice = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSubtle,
});

export const phoneNoticeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const quiz = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" });

/** Under the editor on a phone: 检查's answer, where the child pressed it. */
export const editorResult = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** A Scratch solution's blocks: each sprite's picture at its own size, scrolling if wider than the column. */
export const blocks = style({ display: "grid", gap: vars.space.sm });
export const blocksFigure = style({ display: "grid", gap: vars.space.xs, margin: 0, overflowX: "auto" });
export const blocksImage = style({
  display: "block",
  maxWidth: "none",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

/** Above the Scratch studio: what happened to the project on the stage (it could not be opened). */
export const studioNotice = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  background: vars.color.warningSubtle,
  borderBlockEnd: `1px solid ${vars.color.warning}`,
});

/** In an exercise's step: its newest code is kept only in this browser (too long for the server). */
export const keptHereOnly = style({
  margin: 0,
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSubtle,
});
