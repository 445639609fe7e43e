import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

export const banner = recipe({
  base: {
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.sm,
    margin: 0,
    borderRadius: vars.radius.md,
    border: "1px solid transparent",
    lineHeight: vars.lineHeight.body,
    overflowWrap: "anywhere",
    selectors: {
      "&:focus": { outline: "none" },
      "&:focus-visible": { outline: `3px solid ${vars.color.focusRing}` },
    },
  },
  variants: {
    // Text keeps the tone's own colour only where the theme pairs it with its subtle background
    // (those pairs meet WCAG AA in both themes); info reads in body text on the brand tint.
    tone: {
      info: { background: vars.color.actionSubtle, color: vars.color.text, borderColor: vars.color.border },
      success: { background: vars.color.successSubtle, color: vars.color.success },
      warning: { background: vars.color.warningSubtle, color: vars.color.warning },
      error: { background: vars.color.dangerSubtle, color: vars.color.danger },
    },
    size: {
      sm: { padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.sm },
      md: { padding: vars.space.md, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { tone: "info", size: "md" },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;

/** The icon sits on the first line of text whatever the size. */
export const icon = style({ flex: "none", width: "1.25em", height: "1.5em" });

export const infoIcon = style({ color: vars.color.link });

export const content = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0, flex: "1 1 auto" });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: "inherit" });

export const body = style({ margin: 0 });

export const action = style({ flex: "none", alignSelf: "center" });
