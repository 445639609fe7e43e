import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

/** The strip above a studio's toolbar when the work belongs to a lesson. */
export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.actionSubtle,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const back = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

export const spacer = style({ flex: "1 1 auto" });

export const actions = style({ display: "flex", gap: vars.space.sm, justifyContent: "flex-end" });
