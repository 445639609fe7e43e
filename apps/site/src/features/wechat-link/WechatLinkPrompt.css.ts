import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const refusal = style({ color: vars.color.danger, margin: 0 });
