import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export { banner, link, page, studio, visuallyHidden } from "../studio-page.css";

export const state = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const liveNumber = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
