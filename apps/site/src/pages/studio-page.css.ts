import { vars } from "@qisi/ui/vars";
import { style } from "@vanilla-extract/css";

/** The studio pages (Scratch and Python): a toolbar, banners, and the studio filling the rest. */
export const page = style({
  display: "flex",
  flexDirection: "column",
  height: "100dvh",
  background: vars.color.page,
  color: vars.color.text,
});

export const studio = style({ flex: "1 1 auto", minHeight: 0 });

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

/** A notice under the toolbar: sign in to save, a draft to restore, someone else's project. */
export const banner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.warningSubtle,
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });
