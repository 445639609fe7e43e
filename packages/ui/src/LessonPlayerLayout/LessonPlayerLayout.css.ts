import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

/** The phone breakpoint where the two columns become two tabs (the brief: ≤ 768 px). */
export const phoneQuery = "(max-width: 768px)";

export const root = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 5fr) minmax(0, 6fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [phoneQuery]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md } },
});

export const tabs = style({
  display: "none",
  gap: vars.space.xs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.sticky,
  "@media": { [phoneQuery]: { display: "flex" } },
});

export const tab = style({
  flex: "1 1 0",
  minHeight: "40px",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  selectors: {
    "&[aria-selected='true']": { background: vars.color.action, color: vars.color.onAction },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const steps = style({
  display: "grid",
  gap: vars.space.lg,
  minWidth: 0,
  selectors: { "&[hidden]": { display: "none" } },
});

export const editor = style({
  minWidth: 0,
  position: "sticky",
  top: vars.space.md,
  // The editor keeps the screen's height beside long steps, so 检查 is always in reach.
  height: `calc(100dvh - ${vars.space.md} * 2)`,
  minHeight: "420px",
  display: "flex",
  flexDirection: "column",
  selectors: { "&[hidden]": { display: "none" } },
  "@media": { [phoneQuery]: { position: "static", height: "auto", minHeight: "70dvh" } },
});
