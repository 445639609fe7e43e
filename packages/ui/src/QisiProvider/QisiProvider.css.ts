import { createGlobalTheme, globalStyle } from "@vanilla-extract/css";
import { qisiRootClass } from "../theme/class-names";
import { vars } from "../theme/contract.css";
import { elementBasics } from "../theme/element-basics";
import { darkTheme, lightTheme } from "../theme/theme-values";

/*
 * Everything the package styles beyond its own generated classes, scoped to `.qisi-root`: the theme's
 * tokens, what <html> and <body> give our own pages, and the element basics. A partner's page outside
 * the provider keeps its own look (tests/packages checks the shipped stylesheets).
 */
const root = `.${qisiRootClass}`;

/** The class of the provider's element: fixed, since the selectors below (and partners) name it. */
export const rootClass = qisiRootClass;

createGlobalTheme(`${root}, ${root}[data-theme="light"], ${root} [data-theme="light"]`, vars, lightTheme);
createGlobalTheme(`${root}[data-theme="dark"], ${root} [data-theme="dark"]`, vars, darkTheme);

globalStyle(root, {
  colorScheme: "light",
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: "antialiased",
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
});

globalStyle(`${root}[data-theme="dark"]`, { colorScheme: "dark" });

// `:where()` keeps each rule as weak as its page-wide twin: `.qisi-root a` would outrank a component's
// own class (a link styled as a button would take the link colour).
elementBasics({ root, within: (selector) => `:where(${root}) ${selector}` });
