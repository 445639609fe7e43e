import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

const mobile = "screen and (max-width: 767px)";

export const shell = style({
  display: "grid",
  gridTemplateColumns: "15rem minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg } },
});

export const aside = style({
  position: "sticky",
  top: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  "@media": {
    [mobile]: { position: "static", padding: 0, gap: vars.space.sm, background: "transparent" },
  },
});

export const user = style({ display: "flex", alignItems: "center", gap: vars.space.md, minWidth: 0 });

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [mobile]: {
      flexDirection: "row",
      overflowX: "auto",
      gap: 0,
      borderBottom: `1px solid ${vars.color.border}`,
      scrollbarWidth: "none",
    },
  },
});

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { background: vars.color.surface, color: vars.color.link },
    "&[aria-current='page']": { background: vars.color.actionSubtle, color: vars.color.link },
  },
  "@media": {
    [mobile]: {
      borderRadius: 0,
      borderBottom: "3px solid transparent",
      selectors: {
        "&[aria-current='page']": { background: "transparent", borderBottomColor: vars.color.action },
      },
    },
  },
});

export const icon = style({
  flex: "none",
  "@media": { [mobile]: { display: "none" } },
});

export const content = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space.xl });
