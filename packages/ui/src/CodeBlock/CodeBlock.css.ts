import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const block = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  overflowX: "auto",
  whiteSpace: "pre",
  tabSize: 4,
});

/**
 * Token colours from roles that already meet contrast on the sunken surface in both themes; weight
 * and style carry the difference too, so the code reads the same without colour.
 */
export const token = styleVariants({
  keyword: { color: vars.color.link, fontWeight: vars.fontWeight.bold },
  builtin: { color: vars.color.link },
  string: { color: vars.color.success },
  number: { color: vars.color.warning },
  comment: { color: vars.color.textMuted, fontStyle: "italic" },
  plain: {},
});
