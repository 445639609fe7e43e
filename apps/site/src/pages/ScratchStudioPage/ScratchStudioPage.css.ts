import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  height: "100dvh",
  background: vars.color.page,
  color: vars.color.text,
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const spacer = style({ flex: "1 1 auto" });

export const studio = style({ flex: "1 1 auto", minHeight: 0 });

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

export const banner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.warningSubtle,
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

export const smallLink = style({ color: vars.color.link, fontSize: vars.fontSize.xs });

export const titleLabel = style({ display: "flex" });

export const titleInput = style({
  width: "14em",
  padding: vars.space.xs,
  fontSize: vars.fontSize.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  ":focus-visible": { outline: `3px solid ${vars.color.focusRing}` },
});

export const state = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
