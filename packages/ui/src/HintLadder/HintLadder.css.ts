import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const root = style({ display: "grid", gap: vars.space.md });

export const rungs = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const rung = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  overflowWrap: "anywhere",
});

export const rungTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const left = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const puzzle = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const line = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: "grab",
  selectors: {
    "&[data-dragging='true']": { opacity: 0.5 },
    "&[data-over='true']": { borderColor: vars.color.brand, boxShadow: vars.shadow.sm },
  },
});

export const lineText = style({
  flex: "1 1 auto",
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre",
  overflowX: "auto",
});

export const moveButton = style({
  flex: "none",
  display: "inline-grid",
  placeItems: "center",
  width: "36px",
  height: "36px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.actionSubtle },
    "&:disabled": { opacity: 0.4, cursor: "not-allowed" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
  },
});

export const dialogText = style({ margin: 0, lineHeight: vars.lineHeight.body, color: vars.color.text });
