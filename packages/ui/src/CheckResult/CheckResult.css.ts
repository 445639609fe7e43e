import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const region = style({ display: "grid", gap: vars.space.md });

export const panel = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: "2px solid",
  color: vars.color.text,
  selectors: {
    "&[data-state='passed']": { borderColor: vars.color.success, background: vars.color.successSubtle },
    "&[data-state='failed']": { borderColor: vars.color.warning, background: vars.color.warningSubtle },
  },
});

export const headline = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  overflowWrap: "anywhere",
});

export const icon = style({ flex: "none", marginTop: "2px" });

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const ioGrid = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  alignItems: "start",
  "@media": { "(max-width: 479.98px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const ioLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  paddingTop: vars.space.xs,
});

export const ioValue = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  maxHeight: "12em",
  overflowY: "auto",
});

export const whitespace = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, fontFamily: vars.font.body });

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const chipBase = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: "1px solid",
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const chip = styleVariants({
  success: [chipBase, { borderColor: vars.color.success, color: vars.color.success }],
  danger: [chipBase, { borderColor: vars.color.danger, color: vars.color.danger }],
  warning: [chipBase, { borderColor: vars.color.warning, color: vars.color.text }],
});

export const code = style({ fontWeight: vars.fontWeight.bold });

export const explanations = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const list = style({ margin: 0, paddingInlineStart: "1.4em", display: "grid", gap: vars.space.xs });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });
