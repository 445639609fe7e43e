import { vars } from "@qisi/ui/vars";
import { globalStyle, style } from "@vanilla-extract/css";

export const grid = style({});

// Doubled class: wins over the article body's list styles without !important.
globalStyle(`.${grid}.${grid}`, {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
