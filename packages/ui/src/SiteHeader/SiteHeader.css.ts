import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

/** Below this width the article links move into the mobile menu. */
export const desktopQuery = "(min-width: 1024px)";
const mobileQuery = "(max-width: 1023.98px)";

export const header = style({
  position: "relative",
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.md,
  top: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.action,
  color: vars.color.onAction,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "translateY(0)" } },
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  minHeight: vars.layout.headerHeight,
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  flex: "0 1 auto",
  minWidth: 0,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.md,
});

/** A long operator-chosen name shortens with an ellipsis rather than pushing the menu off a phone. */
export const brandName = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const brandMark = style({ flex: "none", display: "inline-flex" });

export const nav = style({
  position: "relative",
  "@media": { [mobileQuery]: { display: "none" } },
});

export const navList = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const navItem = style({ position: "relative" });

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "40px",
  padding: `0 ${vars.space.md}`,
  border: "none",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&:hover, &[data-state='open']": { background: vars.color.surfaceSunken, color: vars.color.link },
    "&[aria-current='page']": { color: vars.color.link, fontWeight: vars.fontWeight.medium },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { "[data-state='open'] > &": { transform: "rotate(180deg)" } },
});

export const menuContent = style({
  position: "absolute",
  top: "calc(100% + 8px)",
  insetInlineStart: 0,
  width: "22rem",
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const menuList = style({
  display: "grid",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const menuLink = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { background: vars.color.actionSubtle } },
});

export const menuLabel = style({ fontWeight: vars.fontWeight.medium });
export const menuDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const end = style({
  flex: "none",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginInlineStart: "auto",
});

// Doubled class (`&&`) so hiding wins over a button's own `display` whatever order the stylesheets
// arrive in (a page's chunk can bring the button styles again after the header's).
export const desktopOnly = style({
  "@media": { [mobileQuery]: { selectors: { "&&": { display: "none" } } } },
});
export const mobileOnly = style({
  "@media": { [desktopQuery]: { selectors: { "&&": { display: "none" } } } },
});

export const iconButton = style({
  display: "inline-grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceSunken } },
});

export const sheetNav = style({ display: "grid", gap: vars.space.lg });

export const sheetGroupTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const sheetList = style({ display: "grid", margin: 0, padding: 0, listStyle: "none" });

export const sheetLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  width: "100%",
  minHeight: "48px",
  padding: `0 ${vars.space.md}`,
  border: "none",
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceSunken } },
});

export const sheetActions = style({ display: "grid", gap: vars.space.sm });
