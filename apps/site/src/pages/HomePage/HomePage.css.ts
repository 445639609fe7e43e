import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const section = style({
  paddingBlock: `clamp(${vars.space.xl}, 6vw, ${vars.space.xxxl})`,
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const sectionLead = style({
  maxWidth: "42rem",
  margin: `0 0 ${vars.space.xl}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const cardAge = style({
  margin: 0,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const steps = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(13rem, 1fr))",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
  counterReset: "step",
});

export const service = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  alignItems: "center",
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });
