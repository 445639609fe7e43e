import { vars } from "@qisi/ui/vars";
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

/** The judge's pieces: statement, samples, editor, verdicts (problem page, list and my submissions). */
export const statement = style({
  lineHeight: vars.lineHeight.prose,
  overflowWrap: "anywhere",
});

export const sample = style({
  margin: `${vars.space.sm} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const sampleHead = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const sampleText = style({
  margin: 0,
  padding: vars.space.sm,
  fontFamily: vars.font.mono,
  whiteSpace: "pre-wrap",
  overflowX: "auto",
});

export const editor = style({
  height: "min(60vh, 520px)",
  minHeight: 240,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const fallbackEditor = style({
  width: "100%",
  height: "100%",
  padding: vars.space.sm,
  border: "none",
  resize: "none",
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0`,
});

export const select = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
});

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, textAlign: "left" });

export const row = style({ borderTop: `1px solid ${vars.color.border}` });

export const tone = styleVariants({
  success: { color: vars.color.success, fontWeight: vars.fontWeight.bold },
  danger: { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
  warning: { color: vars.color.text, background: vars.color.warningSubtle, fontWeight: vars.fontWeight.bold },
  muted: { color: vars.color.textMuted },
});

export const result = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const diagnostics = style({
  margin: 0,
  padding: vars.space.sm,
  whiteSpace: "pre-wrap",
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
});

/** Each compile error explained, one under another (the compiler's words folded in each). */
export const explanations = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const tags = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const tag = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.actionSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 1024px)": { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const heading = style({ fontSize: vars.fontSize.xl, margin: `${vars.space.md} 0 ${vars.space.xs}` });

export const meta = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.sm}` });
