import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { maxIndent } from "./parsons-state";

export const root = style({ display: "grid", gap: vars.space.md });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.body, color: vars.color.text });

export const puzzle = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  minHeight: "44px",
});

/** One level of indentation on screen: wide enough to see, as in the editor (four spaces). */
const level = "2.2em";

export const line = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: "grab",
  selectors: {
    "&[data-dragging='true']": { opacity: 0.5 },
    "&[data-over='true']": { borderColor: vars.color.brand, boxShadow: vars.shadow.sm },
    ...Object.fromEntries(
      Array.from({ length: maxIndent }, (_, i) => [
        `&[data-indent='${i + 1}']`,
        {
          marginInlineStart: `calc(${level} * ${i + 1})`,
          // The indentation is drawn as a guide on the left, like an editor's.
          borderInlineStart: `3px dotted ${vars.color.borderStrong}`,
        },
      ]),
    ),
  },
});

export const lineText = style({
  flex: "1 1 8em",
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  // A long line wraps rather than scrolls: a scrolling line would be a region the keyboard cannot
  // reach (axe: scrollable-region-focusable), and the child reads the whole line at once.
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const lineButtons = style({
  display: "inline-flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  marginInlineStart: "auto",
});

export const moveButton = style({
  flex: "none",
  display: "inline-grid",
  placeItems: "center",
  width: "36px",
  height: "36px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.actionSubtle },
    "&:disabled": { opacity: 0.4, cursor: "not-allowed" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
  },
});

export const asideBox = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  selectors: { "&[data-over='true']": { borderColor: vars.color.brand } },
});

export const asideTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const asideEmpty = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
