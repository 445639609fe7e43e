import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

export const link = recipe({
  base: {
    color: vars.color.link,
    textDecorationThickness: "1px",
    textUnderlineOffset: "3px",
    borderRadius: vars.radius.sm,
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { "&:hover": { color: vars.color.linkHover } },
  },
  variants: {
    tone: {
      /** Inside running text: always underlined so it does not rely on colour alone. */
      inline: { textDecoration: "underline" },
      /** Navigation and footers: underline on hover. */
      quiet: {
        color: vars.color.text,
        textDecoration: "none",
        selectors: { "&:hover": { textDecoration: "underline", color: vars.color.link } },
      },
      /** A link that stands alone, such as 查看全部. */
      standalone: { textDecoration: "none", fontWeight: vars.fontWeight.medium },
    },
  },
  defaultVariants: { tone: "inline" },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
