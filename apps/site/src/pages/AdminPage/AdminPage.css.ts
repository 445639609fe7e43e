import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "grid",
  gap: vars.space.xxl,
  paddingBlock: vars.space.xl,
  minInlineSize: 0,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
export const section = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const url = style({ wordBreak: "break-all" });
