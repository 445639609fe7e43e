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

/** The server's answer spans the whole form, under the fields and the button. */
export const error = style({ gridColumn: "1 / -1", marginBlockStart: vars.space.sm });
