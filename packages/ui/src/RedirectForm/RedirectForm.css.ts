import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const form = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, 1fr) minmax(12rem, 2fr) auto",
  alignItems: "end",
  gap: vars.space.md,
  "@media": { "screen and (max-width: 640px)": { gridTemplateColumns: "1fr" } },
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const input = style({
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  minWidth: 0,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted },
    "&[aria-invalid='true']": { borderColor: vars.color.danger, borderWidth: "2px" },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  gridColumn: "1 / -1",
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
