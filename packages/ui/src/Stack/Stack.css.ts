import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

/** One gap per space token, so a layout only ever uses the theme's steps. */
const gaps = {
  none: { gap: vars.space.none },
  xxs: { gap: vars.space.xxs },
  xs: { gap: vars.space.xs },
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
  xl: { gap: vars.space.xl },
  xxl: { gap: vars.space.xxl },
} as const;

const alignItems = {
  stretch: { alignItems: "stretch" },
  start: { alignItems: "flex-start" },
  center: { alignItems: "center" },
  end: { alignItems: "flex-end" },
  baseline: { alignItems: "baseline" },
} as const;

/** Children one under another. Grid rather than flex, so a child never shrinks below its content. */
export const stack = recipe({
  base: { display: "grid", minInlineSize: 0, margin: 0, padding: 0, border: 0 },
  variants: {
    gap: gaps,
    align: {
      stretch: { justifyItems: "stretch" },
      start: { justifyItems: "start" },
      center: { justifyItems: "center" },
      end: { justifyItems: "end" },
    },
  },
  defaultVariants: { gap: "md", align: "stretch" },
});

/** Children side by side, wrapping onto the next line when the row is full. */
export const inline = recipe({
  base: { display: "flex", flexWrap: "wrap", minInlineSize: 0, margin: 0, padding: 0, border: 0 },
  variants: {
    gap: gaps,
    align: alignItems,
    justify: {
      start: { justifyContent: "flex-start" },
      center: { justifyContent: "center" },
      end: { justifyContent: "flex-end" },
      between: { justifyContent: "space-between" },
    },
    nowrap: { true: { flexWrap: "nowrap" } },
  },
  defaultVariants: { gap: "sm", align: "center", justify: "start" },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
export type Space = keyof typeof gaps;
