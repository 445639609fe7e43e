import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { "&:hover, &:focus-within": { boxShadow: vars.shadow.md } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

/** The whole card is clickable through the title link's stretched hit area; text stays selectable. */
export const titleLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.lg },
    "&:hover": { color: vars.color.link },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const priceRow = style({
  display: "flex",
  alignItems: "baseline",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: "auto",
});

export const price = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
});

export const listPrice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cta = style({
  marginInlineStart: "auto",
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
});
