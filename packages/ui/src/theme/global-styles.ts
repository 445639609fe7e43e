/**
 * The page-wide styles of our own site and Storybook, opt-in: the light and dark token values on
 * `<html data-theme>` and the page basics (box sizing, body typography, focus ring, links) for every
 * element of the page. The component stylesheet (`style.css`) has none of them, so a partner's page
 * keeps its own look; a `QisiProvider` gives the same basics to its subtree alone.
 *
 * Apps import this once, at their entry, so the styles never depend on which component happened to
 * be bundled first: `@qisi/ui` lists only its style files as side effects, which lets an app's
 * bundler drop every component it does not use. Built, it is `@qisi/ui/global-styles.css`.
 */
import "./themes.css";
import "./global.css";
