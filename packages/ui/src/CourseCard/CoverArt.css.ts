import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const frame = style({
  position: "relative",
  aspectRatio: "16 / 9",
  overflow: "hidden",
  borderRadius: vars.radius.md,
  background: vars.color.actionSubtle,
});

export const image = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });

export const placeholder = style({
  display: "grid",
  placeItems: "center",
  width: "100%",
  height: "100%",
  color: vars.color.brand,
  backgroundImage: `radial-gradient(circle at 20% 30%, ${vars.color.surface} 0 12%, transparent 13%), radial-gradient(circle at 80% 75%, ${vars.color.surface} 0 9%, transparent 10%)`,
});
