import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const spacer = style({ flex: "1 1 auto" });

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

export const smallLink = style({ color: vars.color.link, fontSize: vars.fontSize.xs });

/** The title shrinks before the buttons wrap on phones. */
export const titleLabel = style({ display: "flex", flex: "0 1 14em", minWidth: "6em" });

export const titleInput = style({
  width: "100%",
  minWidth: 0,
  padding: vars.space.xs,
  fontSize: vars.fontSize.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  ":focus-visible": { outline: `3px solid ${vars.color.focusRing}` },
});

export const state = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const share = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
});

export const shareSwitch = style({
  width: "1.1em",
  height: "1.1em",
  margin: 0,
  accentColor: vars.color.action,
  ":focus-visible": { outline: `3px solid ${vars.color.focusRing}` },
});
