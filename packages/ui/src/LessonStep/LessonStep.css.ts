import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const step = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  // The player scrolls a passed step's successor into view; leave room above it.
  scrollMarginTop: vars.space.xl,
  selectors: {
    "&[data-state='current']": { borderColor: vars.color.brand, boxShadow: vars.shadow.sm },
    "&[data-state='passed']": { background: vars.color.surfaceSunken },
  },
});

export const header = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const badge = style({
  flex: "none",
  display: "inline-grid",
  placeItems: "center",
  width: "28px",
  height: "28px",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${step}[data-state='current'] &`]: {
      borderColor: vars.color.action,
      background: vars.color.action,
      color: vars.color.onAction,
    },
    [`${step}[data-state='passed'] &`]: {
      borderColor: vars.color.success,
      background: vars.color.success,
      color: vars.color.page,
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

export const passedTag = style({
  marginInlineStart: "auto",
  flex: "none",
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const prose = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.prose,
  lineBreak: "strict",
  overflowWrap: "anywhere",
});

const p = (selector: string) => `${prose} ${selector}`;
globalStyle(p("> :first-child"), { marginTop: 0 });
globalStyle(p("> :last-child"), { marginBottom: 0 });
globalStyle(p(":is(p, ul, ol, pre, blockquote)"), { margin: `0 0 ${vars.space.md}` });
globalStyle(p(":is(ul, ol)"), { paddingInlineStart: "1.6em" });
globalStyle(p("a"), { color: vars.color.link, textDecoration: "underline" });
globalStyle(p(":not(pre) > code"), {
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: "0.92em",
});
globalStyle(p("blockquote"), {
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  color: vars.color.textMuted,
});
globalStyle(p(":is(h3, h4)"), { margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const exercise = style({ display: "grid", gap: vars.space.md });
