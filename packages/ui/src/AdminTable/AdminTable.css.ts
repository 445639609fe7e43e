import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  minWidth: 0,
});

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const scroller = style({
  overflowX: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" } },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: "start",
  whiteSpace: "nowrap",
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: "top",
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  overflowWrap: "anywhere",
  selectors: { "tr:last-child > &": { borderBottom: "none" } },
});

export const numeric = style({ textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

export const message = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: "center",
  color: vars.color.textMuted,
});

export const error = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: vars.space.lg,
  color: vars.color.danger,
});

export const errorText = style({ margin: 0 });

export const pager = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
