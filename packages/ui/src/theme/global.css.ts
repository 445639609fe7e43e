import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";

/* Page basics every product surface shares. Theme classes sit on <html> so Radix portals inherit them. */
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  colorScheme: "light dark",
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
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

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: "2px",
});

globalStyle("html", {
  scrollBehavior: "smooth",
  "@media": { "(prefers-reduced-motion: reduce)": { scrollBehavior: "auto" } },
});

globalStyle("img, svg, video, canvas", { maxWidth: "100%" });

/* Respect the learner's wish for less motion everywhere, including components that forget to. */
globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});

/* Plain anchors (skip links, links in content from the server) follow the theme too. */
globalStyle("a", { color: vars.color.link });
