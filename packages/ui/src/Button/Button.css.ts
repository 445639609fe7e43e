import { style } from "@vanilla-extract/css";
import "./spin.css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    border: "1px solid transparent",
    borderRadius: vars.radius.pill,
    fontFamily: "inherit",
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: "none",
    cursor: "pointer",
    whiteSpace: "nowrap",
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.55 },
      "&[data-busy='true']": { cursor: "progress" },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.action,
        color: vars.color.onAction,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.actionHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.link,
        borderColor: vars.color.action,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.actionSubtle } },
      },
      ghost: {
        background: "transparent",
        color: vars.color.text,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceSunken } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.page,
        selectors: { "&:hover:not(:disabled)": { filter: "brightness(0.92)" } },
      },
    },
    size: {
      sm: { minHeight: "32px", padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      md: { minHeight: "44px", padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.md },
      lg: { minHeight: "52px", padding: `0 ${vars.space.xxl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: "100%" } },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({
  width: "1em",
  height: "1em",
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  animation: "qisi-spin 0.8s linear infinite",
});
