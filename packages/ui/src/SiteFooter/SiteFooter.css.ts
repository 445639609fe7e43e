import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const footer = style({
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: "auto",
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
  paddingBlock: vars.space.xxxl,
  display: "grid",
  gap: vars.space.xxl,
});

export const top = style({
  display: "grid",
  gap: vars.space.xxl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 1024px)": { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});

export const columns = style({
  display: "grid",
  gap: vars.space.xxl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 600px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const heading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
});

export const service = style({
  display: "grid",
  justifyItems: "center",
  alignContent: "start",
});

export const social = style({
  display: "grid",
  gap: vars.space.sm,
  // `display: grid` would otherwise beat the `hidden` attribute the block is rendered with.
  selectors: { "&[hidden]": { display: "none" } },
});

export const bottom = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
