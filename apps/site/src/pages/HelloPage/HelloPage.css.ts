import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const page = style({ paddingBlock: vars.space.xl });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});
/** The name field takes the row's room; the button wraps under it on a narrow screen. */
export const field = style({ flex: "1 1 14rem" });
export const home = style({ margin: 0 });
