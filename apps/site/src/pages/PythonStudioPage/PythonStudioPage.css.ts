import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export { banner, link, page, studio, visuallyHidden } from "../studio-page.css";

/** The title shrinks before Run and Stop wrap (375 px phones keep all three on one row). */
export const titleLabel = style({
  display: "flex",
  flex: "0 1 14em",
  minWidth: "6em",
  "@media": { "(max-width: 760px)": { flex: "1 1 6em" } },
});

export const titleInput = style({
  width: "100%",
  minWidth: 0,
  padding: vars.space.xs,
  fontSize: vars.fontSize.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  ":focus-visible": { outline: `3px solid ${vars.color.focusRing}` },
});

export const state = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const liveNumber = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
