import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

/** Over the editor's box (which is `position: relative`), in Monaco's font and left margin. */
export const standIn = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  boxSizing: "border-box",
  margin: 0,
  padding: "0 0 0 64px",
  border: "none",
  resize: "none",
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  lineHeight: 1.4,
  tabSize: 4,
  whiteSpace: "pre",
  ":focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
});
