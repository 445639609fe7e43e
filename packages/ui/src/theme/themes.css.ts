import { createGlobalTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import { darkTheme, lightTheme } from "./theme-values";

/**
 * The themes for a whole page (our site and Storybook, through `global-styles`): on `<html data-theme>`,
 * which the inline start-up script sets before first paint, so Radix portals inherit them too. Light
 * is the default. Inside a `QisiProvider` its own element carries the theme instead (QisiProvider.css.ts).
 */
createGlobalTheme(':root, [data-theme="light"]', vars, lightTheme);

createGlobalTheme('[data-theme="dark"]', vars, darkTheme);
