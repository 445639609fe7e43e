import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";
import { narrow } from "./studio-chrome.css";

/** The title shrinks before the buttons beside it wrap (375 px phones keep a row of them). */
export const label = style({
  display: "flex",
  flex: "0 1 14em",
  minWidth: "6em",
  "@media": { [narrow]: { flex: "1 1 6em" } },
});

export const input = style({
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
