import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

/** Wide enough for the steps beside an editor; below it the player shows tabs (LessonPlayerLayout). */
export const wideQuery = "(min-width: 769px)";

export const root = style({
  display: "grid",
  gridTemplateRows: "auto minmax(0, 1fr)",
  gap: vars.space.md,
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  selectors: {
    // The player on a wide screen: the page below the site's header, no taller, so the editor and
    // its output are on screen whole while the steps scroll in their own column.
    '&[data-fit="fill"]': {
      "@media": {
        [wideQuery]: {
          height: `calc(100dvh - ${vars.layout.headerHeight} - 1px)`,
          minHeight: "560px",
        },
      },
    },
  },
  "@media": { "(max-width: 768px)": { paddingInline: vars.space.sm, paddingBlock: vars.space.sm } },
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minWidth: 0,
});

export const outlineButton = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "40px",
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.actionSubtle },
    "&:focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

/** On a phone the button is its icon (its title and the dialog's name still say 课程目录). */
export const outlineLabel = style({
  "@media": {
    "(max-width: 480px)": {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
});

export const heading = style({ display: "grid", minWidth: 0 });

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const body = style({ minWidth: 0, minHeight: 0 });
