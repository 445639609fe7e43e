import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

export const root = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: vars.space.md,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    border: "1px solid transparent",
    textAlign: "center",
    maxWidth: "28rem",
  },
  variants: {
    tone: {
      waiting: { background: vars.color.surfaceSunken, borderColor: vars.color.border },
      success: { background: vars.color.successSubtle, borderColor: vars.color.success },
      neutral: { background: vars.color.surfaceSunken, borderColor: vars.color.borderStrong },
      problem: { background: vars.color.dangerSubtle, borderColor: vars.color.danger },
    },
  },
});

export const icon = recipe({
  base: { flex: "none" },
  variants: {
    tone: {
      waiting: { color: vars.color.textMuted },
      success: { color: vars.color.success },
      neutral: { color: vars.color.textMuted },
      problem: { color: vars.color.danger },
    },
  },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const text = style({ margin: 0, color: vars.color.text });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
