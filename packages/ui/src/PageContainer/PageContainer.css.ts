import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

export const container = recipe({
  base: {
    width: "100%",
    marginInline: "auto",
    paddingInline: vars.layout.gutter,
  },
  variants: {
    width: {
      /** SPEC §9: the layout never grows past 1860 px. */
      page: { maxWidth: vars.layout.maxWidth },
      /** Long reading text stays at a comfortable line length. */
      prose: { maxWidth: `calc(${vars.layout.proseWidth} + 2 * ${vars.layout.gutter})` },
    },
  },
  defaultVariants: { width: "page" },
});
