import { sharedTokens } from "./shared-tokens";
import { palette as p } from "./tokens";

/** The light theme's value for every token of the contract; the default. */
export const lightTheme = {
  ...sharedTokens,
  color: {
    brand: p.teal500,
    action: p.teal700,
    actionHover: p.teal800,
    onAction: p.white,
    actionSubtle: p.teal50,
    page: p.white,
    surface: p.white,
    surfaceRaised: p.white,
    surfaceSunken: p.grey50,
    text: p.ink900,
    textMuted: p.grey600,
    link: p.teal700,
    linkHover: p.teal900,
    border: p.grey200,
    borderStrong: p.grey300,
    focusRing: p.teal700,
    danger: p.red700,
    dangerSubtle: p.red50,
    success: p.green700,
    successSubtle: p.green50,
    warning: p.amber700,
    warningSubtle: p.amber50,
    overlay: "rgba(11, 20, 20, 0.55)",
  },
  shadow: {
    sm: "0 1px 2px rgba(11, 20, 20, 0.08)",
    md: "0 4px 12px rgba(11, 20, 20, 0.1)",
    lg: "0 12px 32px rgba(11, 20, 20, 0.16)",
  },
};

/** The dark theme's values. */
export const darkTheme = {
  ...sharedTokens,
  color: {
    brand: p.teal500,
    action: p.teal500,
    actionHover: p.teal300,
    onAction: p.ink950,
    actionSubtle: p.teal900,
    page: p.ink950,
    surface: p.ink900,
    surfaceRaised: p.ink800,
    surfaceSunken: p.ink950,
    text: p.grey100,
    textMuted: p.grey300,
    link: p.teal300,
    linkHover: p.teal100,
    border: p.ink700,
    borderStrong: p.grey600,
    focusRing: p.teal300,
    danger: p.red300,
    dangerSubtle: p.red950,
    success: p.green300,
    successSubtle: p.green950,
    warning: p.amber300,
    warningSubtle: p.amber950,
    overlay: "rgba(0, 0, 0, 0.7)",
  },
  shadow: {
    sm: "0 1px 2px rgba(0, 0, 0, 0.4)",
    md: "0 4px 12px rgba(0, 0, 0, 0.45)",
    lg: "0 12px 32px rgba(0, 0, 0, 0.55)",
  },
};
