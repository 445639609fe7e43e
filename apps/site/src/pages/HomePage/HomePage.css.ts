import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const hero = style({
  paddingBlock: `clamp(${vars.space.xxl}, 8vw, 96px)`,
  background: `linear-gradient(180deg, ${vars.color.actionSubtle}, ${vars.color.page})`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
});

export const slogan = style({
  margin: `${vars.space.sm} 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.xl,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
});

export const lead = style({
  maxWidth: "40rem",
  margin: `0 0 ${vars.space.xl}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const cta = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "52px",
  padding: `0 ${vars.space.xxl}`,
  borderRadius: vars.radius.pill,
  background: vars.color.action,
  color: vars.color.onAction,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.actionHover } },
});

export const tracks = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))",
  padding: 0,
  margin: `${vars.space.xxl} 0`,
  listStyle: "none",
});

export const track = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const trackTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.xl });

export const greeter = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.md,
  marginBottom: vars.space.xxxl,
});

export const field = style({ display: "grid", gap: vars.space.xs });

export const input = style({
  minHeight: "44px",
  minWidth: "14rem",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});

export const greeting = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });
