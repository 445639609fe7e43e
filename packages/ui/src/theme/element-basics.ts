import { globalStyle } from "@vanilla-extract/css";
import { printAloneClass } from "./class-names";
import { vars } from "./contract.css";

/** Where the basics apply: `root` holds the elements, `within` turns a selector into one inside it. */
export interface BasicsScope {
  root: string;
  within: (selector: string) => string;
}

/**
 * The element basics every surface of ours shares, for the whole page (global.css.ts, our site's
 * opt-in) or for the subtree of a `QisiProvider` (QisiProvider.css.ts), so the two never drift
 * apart. Call it from a `.css.ts` file.
 */
export function elementBasics({ root, within }: BasicsScope): void {
  const each = (...selectors: string[]) => selectors.map(within).join(", ");

  globalStyle(each("*", "*::before", "*::after"), { boxSizing: "border-box" });

  globalStyle(each(":focus-visible"), {
    outline: `3px solid ${vars.color.focusRing}`,
    outlineOffset: "2px",
  });

  globalStyle(each("img", "svg", "video", "canvas"), { maxWidth: "100%" });

  /* Respect the learner's wish for less motion everywhere, including components that forget to. */
  globalStyle(each("*", "*::before", "*::after"), {
    "@media": {
      "(prefers-reduced-motion: reduce)": {
        animationDuration: "0.01ms !important",
        animationIterationCount: "1 !important",
        transitionDuration: "0.01ms !important",
      },
    },
  });

  /* Plain anchors (skip links, links in content from the server) follow the theme too. */
  globalStyle(each("a"), { color: vars.color.link });

  /* Printing a page that shows a print-alone element (a certificate) prints that element alone. No
     specificity, so the element's own class makes it and its contents visible again. */
  globalStyle(`:where(${root}:has(.${printAloneClass}) *)`, {
    "@media": { print: { visibility: "hidden" } },
  });
}
