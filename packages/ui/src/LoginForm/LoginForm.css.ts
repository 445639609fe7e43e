import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  width: "100%",
  maxWidth: "26rem",
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.md });

export const input = style({
  minHeight: "48px",
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.lg,
  letterSpacing: "0.04em",
  selectors: {
    "&::placeholder": { color: vars.color.textMuted },
    "&[aria-invalid='true']": { borderColor: vars.color.danger, borderWidth: "2px" },
    "&:disabled": { opacity: 0.6 },
  },
});

export const codeInput = style([input, { letterSpacing: "0.4em", fontFamily: vars.font.mono }]);

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const status = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSubtle,
  color: vars.color.success,
});

export const terms = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const stepIntro = style({
  margin: 0,
  selectors: { "&:focus": { outline: "none" } },
});

export const phoneSummary = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const phoneNumber = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" });

export const captchaSlot = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});

export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
