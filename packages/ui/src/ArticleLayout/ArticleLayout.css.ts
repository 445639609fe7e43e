import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

const wide = "(min-width: 1100px)";

export const root = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
  paddingBlock: `${vars.space.xl} ${vars.space.xxxl}`,
  selectors: { "&:focus": { outline: "none" } },
});

export const article = style({ display: "grid", gap: vars.space.xl, justifyContent: "center" });

export const header = style({ display: "grid", gap: vars.space.md, maxWidth: vars.layout.proseWidth });

export const crumbs = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const crumb = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

export const back = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  justifySelf: "start",
  fontSize: vars.fontSize.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  textWrap: "balance",
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const columns = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [wide]: {
      gridTemplateColumns: `minmax(0, ${vars.layout.proseWidth}) 15rem`,
      alignItems: "start",
      gap: vars.space.xxxl,
    },
  },
});

export const toc = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  "@media": {
    [wide]: {
      gridColumn: 2,
      gridRow: 1,
      position: "sticky",
      top: vars.space.xl,
      maxHeight: `calc(100dvh - 2 * ${vars.space.xl})`,
      overflowY: "auto",
    },
  },
});

export const tocTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const tocList = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const tocItem = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  selectors: { "&[data-level='3']": { paddingInlineStart: vars.space.lg } },
});

export const body = style({
  minWidth: 0,
  "@media": { [wide]: { gridColumn: 1, gridRow: 1 } },
});

/** Arrows point the way of reading: mirrored in Arabic. */
export const flipInRtl = style({ selectors: { "[dir='rtl'] &": { transform: "scaleX(-1)" } } });
