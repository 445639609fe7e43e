import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  selectors: { "&[aria-busy='true']": { cursor: "progress" } },
});

export const media = style({ position: "relative" });

export const badge = recipe({
  base: {
    position: "absolute",
    top: vars.space.sm,
    insetInlineStart: vars.space.sm,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    kind: {
      scratch: { background: vars.color.warningSubtle, color: vars.color.warning },
      python: { background: vars.color.actionSubtle, color: vars.color.link },
      cpp: { background: vars.color.successSubtle, color: vars.color.text },
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.link, textDecoration: "underline" } },
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  marginTop: "auto",
  paddingTop: vars.space.xs,
});

export const dialogButtons = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});
