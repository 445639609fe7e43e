import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const body = style({ display: "grid", justifyItems: "center", gap: vars.space.lg });

export const hours = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.actionSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
});
