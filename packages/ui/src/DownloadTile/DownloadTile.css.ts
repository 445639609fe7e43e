import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const tile = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gridTemplateRows: "auto 1fr auto",
  columnGap: vars.space.lg,
  rowGap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    "&[data-state='available']:hover": { borderColor: vars.color.action, boxShadow: vars.shadow.sm },
    "&[data-state='coming-soon']": { background: vars.color.surfaceSunken },
  },
});

export const icon = style({
  display: "grid",
  placeItems: "center",
  width: "52px",
  height: "52px",
  borderRadius: vars.radius.md,
  background: vars.color.actionSubtle,
  color: vars.color.link,
  gridRow: "1 / span 2",
});

export const heading = style({ display: "grid", gap: vars.space.xxs, alignContent: "start" });

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const fact = style({ display: "flex", gap: vars.space.xs });
export const factValue = style({ margin: 0, fontVariantNumeric: "tabular-nums" });

export const note = style({
  gridColumn: 2,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const actions = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
});

export const badge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSubtle,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  justifySelf: "start",
});
