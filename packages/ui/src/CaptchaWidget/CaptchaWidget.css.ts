import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const widget = style({ display: "grid", gap: vars.space.sm });
export const label = style({ margin: 0, color: vars.color.textMuted });
export const progress = style({ inlineSize: "100%", blockSize: "0.75rem", accentColor: vars.color.action });
