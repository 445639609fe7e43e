import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

export const field = style({ display: "grid", gap: vars.space.xs, minInlineSize: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.md });

/** The one text-input look: forms, dialogs and the admin all use it. */
export const input = recipe({
  base: {
    inlineSize: "100%",
    minInlineSize: 0,
    padding: `0 ${vars.space.md}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    font: "inherit",
    selectors: {
      "&::placeholder": { color: vars.color.textMuted },
      // Twice as thick as well as red, so the mistake does not rest on colour alone.
      "&[aria-invalid='true']": { borderColor: vars.color.danger, borderWidth: "2px" },
      "&:disabled": { opacity: 0.6 },
      "&[readonly]": { background: vars.color.surfaceSunken },
    },
  },
  variants: {
    size: {
      /** Compact, for controls in a toolbar or the header (a language list). */
      sm: { minBlockSize: "36px", padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: { minBlockSize: "44px" },
      lg: { minBlockSize: "48px", padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.lg },
    },
    /** `code`: digits spaced apart, for an SMS code. */
    variant: {
      text: {},
      code: { fontFamily: vars.font.mono, letterSpacing: "0.4em" },
    },
  },
  defaultVariants: { size: "md", variant: "text" },
});

export type InputVariants = NonNullable<RecipeVariants<typeof input>>;

/** The line under a field: a quiet hint, or the error that replaces it. */
export const fieldMessage = recipe({
  // Takes the line's width beside the counter, so an error box spans the field like the input.
  base: { flex: "1 1 auto", margin: 0, fontSize: vars.fontSize.sm },
  variants: {
    tone: {
      hint: { color: vars.color.textMuted },
      error: {
        padding: `${vars.space.sm} ${vars.space.md}`,
        borderRadius: vars.radius.md,
        background: vars.color.dangerSubtle,
        color: vars.color.danger,
      },
    },
  },
  defaultVariants: { tone: "hint" },
});

export const messages = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.sm,
  selectors: { "&:empty": { display: "none" } },
});

export const counter = style({
  margin: 0,
  marginInlineStart: "auto",
  flex: "none",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
  selectors: { "&[data-full='true']": { color: vars.color.warning, fontWeight: vars.fontWeight.medium } },
});
