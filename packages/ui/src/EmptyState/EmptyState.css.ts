import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  textAlign: "center",
});

export const art = style({ width: "160px", maxWidth: "60%", height: "auto", color: vars.color.brand });

export const artFill = style({ fill: vars.color.actionSubtle });
export const artPaper = style({ fill: vars.color.surface, stroke: "currentColor", strokeWidth: 3 });
export const artLine = style({
  stroke: "currentColor",
  strokeWidth: 3,
  strokeLinecap: "round",
  fill: "none",
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const description = style({ margin: 0, maxWidth: "32rem", color: vars.color.textMuted });
