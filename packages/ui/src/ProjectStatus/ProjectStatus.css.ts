import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const status = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    minHeight: "28px",
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    tone: {
      busy: { background: vars.color.surfaceSunken, color: vars.color.text },
      quiet: { color: vars.color.textMuted },
      success: { background: vars.color.successSubtle, color: vars.color.success },
      error: { background: vars.color.dangerSubtle, color: vars.color.danger },
      /** Idle: an empty live region that takes no space but stays mounted for announcements. */
      none: { minHeight: 0, padding: 0 },
    },
  },
});

export const spinner = style({ animation: `${spin} 1s linear infinite` });

export const link = style({ color: "inherit", marginInlineStart: vars.space.xs });
