import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

/** The phone breakpoint where the two columns become two tabs (the brief: ≤ 768 px). */
export const phoneQuery = "(max-width: 768px)";
const wideQuery = "(min-width: 769px)";

/** The tabs' row on a phone: the editor's tab takes the rest of the screen. */
const tabsHeight = "52px";

export const root = style({
  display: "grid",
  // The editor gets 60 % of the width (3 : 2); the steps never narrower than a readable column.
  gridTemplateColumns: "minmax(16rem, 2fr) minmax(0, 3fr)",
  gap: vars.space.lg,
  height: "100%",
  minHeight: 0,
  selectors: {
    // Scratch: its blocks, code area, stage and sprites side by side need ~860 px (small stage).
    '&[data-share="wide"]': { gridTemplateColumns: "minmax(18rem, 1fr) minmax(0, 2.4fr)" },
    '&[data-layout="steps"]': { gridTemplateColumns: "minmax(0, 1fr)", maxWidth: vars.layout.proseWidth },
  },
  "@media": {
    [phoneQuery]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.sm, height: "auto" },
  },
});

export const tabs = style({
  display: "flex",
  gap: vars.space.xs,
  height: tabsHeight,
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.sticky,
});

export const tab = style({
  flex: "1 1 0",
  minHeight: "40px",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  selectors: {
    "&[aria-selected='true']": { background: vars.color.action, color: vars.color.onAction },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const steps = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.lg,
  minWidth: 0,
  minHeight: 0,
  selectors: { "&[hidden]": { display: "none" } },
  "@media": {
    // Beside the editor the steps scroll in their own column (a little room for focus rings).
    [wideQuery]: { overflowY: "auto", paddingInline: vars.space.xxs, paddingBlockEnd: vars.space.xl },
  },
});

export const editor = style({
  minWidth: 0,
  minHeight: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  selectors: { "&[hidden]": { display: "none" } },
  "@media": {
    // A phone: the editor is the screen below the tabs (issue 37: it was 155 px tall).
    [phoneQuery]: { height: `calc(100dvh - ${tabsHeight} - ${vars.space.sm})`, minHeight: "360px" },
  },
});

export const editorBody = style({ flex: "1 1 auto", minHeight: 0, display: "flex", flexDirection: "column" });

/** What 检查 found, under the editor on a phone: it scrolls on its own, the editor keeps most of the screen. */
export const editorFooter = style({ flex: "0 1 auto", maxHeight: "40%", overflowY: "auto" });
