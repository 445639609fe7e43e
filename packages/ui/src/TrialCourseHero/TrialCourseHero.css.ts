import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const hero = style({
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: "grid",
  alignItems: "center",
  gap: vars.space.xxl,
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
  paddingBlock: `clamp(${vars.space.xxl}, 6vw, 96px)`,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 880px)": { gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 0.9fr)" } },
});

export const copy = style({ display: "grid", gap: vars.space.lg, justifyItems: "start" });

export const eyebrow = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.actionSubtle,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  textWrap: "balance",
});

export const lead = style({
  margin: 0,
  maxWidth: "36em",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.body,
});

export const points = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const point = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const pointIcon = style({ flex: "none", color: vars.color.link });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  marginTop: vars.space.sm,
});

export const art = style({
  display: "grid",
  placeItems: "center",
  "@media": { "(max-width: 879.98px)": { order: -1, maxWidth: "280px", justifySelf: "center" } },
});

globalStyle(`${art} > svg`, { width: "100%", height: "auto" });
