import { style } from "@vanilla-extract/css";

/** Hidden from sight, still read by screen readers; visible again when focused (skip links). */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const focusable = style({
  selectors: {
    "&:focus, &:focus-within": {
      position: "static",
      width: "auto",
      height: "auto",
      margin: 0,
      overflow: "visible",
      clip: "auto",
      whiteSpace: "normal",
    },
  },
});
