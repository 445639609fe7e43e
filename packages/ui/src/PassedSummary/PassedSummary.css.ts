import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const list = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.prose,
});

export const icon = style({
  flex: "none",
  color: vars.color.brand,
  "@media": { print: { color: "black" } },
});

export const inline = style({ overflowWrap: "anywhere" });
