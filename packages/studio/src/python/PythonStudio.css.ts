import { vars } from "@qisi/ui/vars";
import { globalStyle, style } from "@vanilla-extract/css";

import { narrow, studioBar } from "../shared/studio-chrome.css";

/*
 * Phones (and narrow partner frames): the studio keeps the screen's height and splits it, code on
 * top, results below; the results scroll on their own, so Run and Stop never leave the screen.
 */

export const studio = style({
  display: "grid",
  gridTemplateRows: "auto minmax(0, 1fr)",
  height: "100%",
  minHeight: "480px",
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const toolbar = studioBar;

export const spacer = style({ flex: "1 1 auto" });

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Run and Stop: a little narrower on phones, so they share a row with the title. */
globalStyle(`${toolbar} > button`, { "@media": { [narrow]: { paddingInline: vars.space.md } } });

export const body = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)",
  minHeight: 0,
  "@media": {
    [narrow]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      gridTemplateRows: "minmax(140px, 2fr) minmax(200px, 3fr)",
    },
  },
});

export const editor = style({
  position: "relative",
  minHeight: "300px",
  height: "100%",
  borderRight: `1px solid ${vars.color.border}`,
  "@media": {
    [narrow]: { minHeight: "140px", borderRight: "none", borderBottom: `1px solid ${vars.color.border}` },
  },
});

/*
 * Output below the code (a lesson's editor column, `outputBelow`): the code keeps three fifths of
 * the height at any width, the results scroll under it and never cover it.
 */
globalStyle(`${studio}[data-layout="below"] ${body}`, {
  gridTemplateColumns: "minmax(0, 1fr)",
  gridTemplateRows: "minmax(160px, 3fr) minmax(120px, 2fr)",
});
globalStyle(`${studio}[data-layout="below"] ${editor}`, {
  minHeight: 0,
  borderRight: "none",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const side = style({
  display: "flex",
  flexDirection: "column",
  minHeight: 0,
  minWidth: 0,
  overflow: "hidden",
  "@media": { [narrow]: { overflowY: "auto" } },
});
globalStyle(`${studio}[data-layout="below"] ${side}`, { overflowY: "auto" });

export const stage = style({
  position: "relative",
  alignSelf: "center",
  margin: vars.space.sm,
  maxWidth: "100%",
  flexShrink: 0,
  border: `1px solid ${vars.color.border}`,
  selectors: { "&[hidden]": { display: "none" } },
  ":focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
});

export const hint = style({
  margin: `0 ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: "center",
});

export const canvas = style({
  display: "block",
  maxWidth: "100%",
  height: "auto",
  // On a phone the drawing leaves room for the console under it (the canvas keeps its shape).
  "@media": { [narrow]: { width: "auto", maxHeight: "30dvh" } },
});
export const overlay = style([canvas, { position: "absolute", inset: 0, pointerEvents: "none" }]);

export const consoleHeading = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  borderTop: `1px solid ${vars.color.border}`,
});

export const output = style({
  flex: "1 1 0",
  minHeight: "120px",
  margin: 0,
  padding: vars.space.md,
  overflow: "auto",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceSunken,
  "@media": { [narrow]: { flex: "1 0 160px" } },
});

globalStyle(`${output} [data-stream="stderr"]`, { color: vars.color.danger });
globalStyle(`${output} [data-stream="stdin"]`, { color: vars.color.link, fontWeight: vars.fontWeight.bold });
globalStyle(`${output} [data-stream="note"]`, { color: vars.color.textMuted, fontStyle: "italic" });

/** Where the explanation of a failed run sits, under the console; it scrolls when long. */
export const explanation = style({
  margin: `0 ${vars.space.md} ${vars.space.sm}`,
  maxHeight: "45%",
  overflowY: "auto",
  flexShrink: 0,
});

export const inputRow = style({
  display: "flex",
  gap: vars.space.xs,
  alignItems: "center",
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const inputField = style({
  flex: "1 1 auto",
  minWidth: 0,
  padding: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.mono,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  ":focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
});
