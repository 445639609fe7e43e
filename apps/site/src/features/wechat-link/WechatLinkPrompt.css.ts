import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const refusal = style({ color: vars.color.danger, margin: 0 });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center" });
