/**
 * The theme's page-wide styles: the light and dark token values on `<html data-theme>` and the page
 * basics. Apps and Storybook import this once, at their entry (`@qisi/ui/global-styles`), so the
 * styles never depend on which component happened to be bundled first: `@qisi/ui` lists only its
 * style files as side effects, which lets an app's bundler drop every component it does not use.
 */
import "./themes.css";
import "./global.css";
