import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import { elementBasics } from "./element-basics";

/*
 * The page basics of our own site and Storybook (`@qisi/ui/global-styles`, opt-in): they style
 * <html>, <body> and every element of the page, so a partner's page never gets them from the
 * component stylesheet; there a `QisiProvider` gives the same basics to its subtree alone.
 */
elementBasics({ root: "body", within: (selector) => selector });

globalStyle("html", {
  colorScheme: "light dark",
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  scrollBehavior: "smooth",
  "@media": { "(prefers-reduced-motion: reduce)": { scrollBehavior: "auto" } },
});

globalStyle("body", {
  margin: 0,
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: "antialiased",
});
