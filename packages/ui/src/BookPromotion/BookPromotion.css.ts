import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const promo = style({
  display: "grid",
  alignItems: "center",
  gap: vars.space.xxl,
  padding: `clamp(${vars.space.xl}, 4vw, ${vars.space.xxxl})`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "auto minmax(0, 1fr)" } },
});

export const cover = style({
  justifySelf: "center",
  width: "min(200px, 60vw)",
});

globalStyle(`${cover} > svg`, { display: "block", width: "100%", height: "auto" });

export const copy = style({ display: "grid", gap: vars.space.lg, justifyItems: "start" });

export const badge = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSubtle,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const blurb = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

export const list = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.lg });
