import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

/** A bordered surface whose children stand one under another. */
export const card = recipe({
  base: {
    display: "grid",
    alignContent: "start",
    minInlineSize: 0,
    margin: 0,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    padding: {
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
      xl: { padding: vars.space.xl },
    },
    gap: {
      sm: { gap: vars.space.sm },
      md: { gap: vars.space.md },
      lg: { gap: vars.space.lg },
    },
    tone: {
      /** The page's own surface. */
      plain: {},
      /** Lifted a little off the page: the one thing to act on (a checkout). */
      raised: { background: vars.color.surfaceRaised, boxShadow: vars.shadow.sm },
      /** Tinted with the brand: an invitation (sign in, buy the course). */
      brand: { background: vars.color.actionSubtle },
      /** Sunk into the page: secondary detail. */
      sunken: { background: vars.color.surfaceSunken },
    },
  },
  defaultVariants: { padding: "lg", gap: "md", tone: "plain" },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
