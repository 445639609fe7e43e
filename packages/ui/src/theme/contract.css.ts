import { createGlobalThemeContract } from "@vanilla-extract/css";

/**
 * Every visual decision components may use. Names say the role, not the colour (STYLE.md):
 * a component asks for `color.action` and the light and dark themes decide what that is.
 *
 * The custom properties have stable names (`--qisi-color-action`), so every copy of this contract
 * (source, the published build, a partner's override) agrees on them.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      /** The brand teal as an accent: borders, icons, highlights. Not for text on white. */
      brand: null,
      /** Fill of primary actions; text on it uses `onAction`. */
      action: null,
      actionHover: null,
      onAction: null,
      /** Soft brand-tinted background for highlights and selected rows. */
      actionSubtle: null,
      page: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      text: null,
      textMuted: null,
      link: null,
      linkHover: null,
      border: null,
      borderStrong: null,
      focusRing: null,
      danger: null,
      dangerSubtle: null,
      success: null,
      successSubtle: null,
      warning: null,
      warningSubtle: null,
      overlay: null,
    },
    font: { body: null, mono: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
    fontWeight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, body: null, prose: null },
    space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    radius: { sm: null, md: null, lg: null, pill: null },
    shadow: { sm: null, md: null, lg: null },
    motion: { fast: null, base: null, slow: null, easing: null },
    layout: { maxWidth: null, proseWidth: null, gutter: null, headerHeight: null },
    zIndex: { sticky: null, header: null, overlay: null, toast: null },
  },
  (_value, path) => `qisi-${path.join("-")}`,
);
