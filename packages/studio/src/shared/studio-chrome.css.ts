import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

/** Phones and narrow partner frames. */
export const narrow = "(max-width: 760px)";

/** The bar above either studio: its controls wrap, tighter on phones. */
export const studioBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  "@media": { [narrow]: { gap: vars.space.xs, padding: vars.space.xs } },
});
