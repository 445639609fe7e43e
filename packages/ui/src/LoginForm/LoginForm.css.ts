import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  width: "100%",
  maxWidth: "26rem",
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

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
