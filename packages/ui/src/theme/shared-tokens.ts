import { fontStack, maxLayoutWidth } from "./tokens";

/** The parts of the contract that do not change between light and dark. */
export const sharedTokens = {
  font: fontStack,
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "1.75rem",
    display: "clamp(1.875rem, 1.3rem + 2.4vw, 3rem)",
  },
  fontWeight: { regular: "400", medium: "500", bold: "700" },
  lineHeight: { tight: "1.3", body: "1.6", prose: "1.85" },
  space: {
    none: "0",
    xxs: "2px",
    xs: "4px",
    sm: "8px",
    md: "12px",
    lg: "16px",
    xl: "24px",
    xxl: "32px",
    xxxl: "48px",
  },
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  motion: { fast: "120ms", base: "200ms", slow: "320ms", easing: "cubic-bezier(0.2, 0, 0, 1)" },
  layout: {
    maxWidth: maxLayoutWidth,
    proseWidth: "46rem",
    gutter: "clamp(16px, 4vw, 48px)",
    headerHeight: "64px",
  },
  zIndex: { sticky: "20", header: "30", overlay: "50", toast: "60" },
};
