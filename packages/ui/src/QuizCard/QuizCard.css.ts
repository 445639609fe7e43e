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
});

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
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  overflowWrap: "anywhere",
});

export const kind = style({
  display: "block",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
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
  },
});

export const input = style({
  flex: "none",
  width: "18px",
  height: "18px",
  marginTop: "3px",
  accentColor: vars.color.action,
});

export const letter = style({ flex: "none", fontWeight: vars.fontWeight.bold });

export const outputText = style({ fontFamily: vars.font.mono, whiteSpace: "pre-wrap" });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
