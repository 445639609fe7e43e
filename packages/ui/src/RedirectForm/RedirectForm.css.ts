import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

// Each field spans three rows (label, input, hint) of the form's grid, so the button lines up with
// the inputs however long the labels and hints are.
export const form = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, 1fr) minmax(12rem, 2fr) auto",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  "@media": { "screen and (max-width: 640px)": { gridTemplateColumns: "1fr", rowGap: vars.space.sm } },
});

export const field = style({
  display: "grid",
  gridRow: "span 3",
  gridTemplateRows: "subgrid",
  minWidth: 0,
});

export const submit = style({
  gridColumn: "3",
  gridRow: "2",
  alignSelf: "center",
  "@media": { "screen and (max-width: 640px)": { gridColumn: "auto", gridRow: "auto" } },
});

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
  margin: `${vars.space.sm} 0 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
