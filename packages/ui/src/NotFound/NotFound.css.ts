import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const root = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.lg,
  maxWidth: "36rem",
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
  paddingBlock: `clamp(${vars.space.xxl}, 8vw, 96px)`,
  textAlign: "center",
});

export const art = style({ width: "min(240px, 70vw)" });
globalStyle(`${art} > svg`, { display: "block", width: "100%", height: "auto" });

export const code = style({
  margin: 0,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.2em",
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const path = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  color: vars.color.text,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.md,
});

/** Arrows point the way of reading: mirrored in Arabic. */
export const flipInRtl = style({ selectors: { "[dir='rtl'] &": { transform: "scaleX(-1)" } } });
