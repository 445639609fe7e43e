import { vars } from "@qisi/ui/vars";
import { globalStyle, style } from "@vanilla-extract/css";

// The frame, editor column and console are the Python studio's: one look for both text studios.
export {
  body,
  consoleHeading,
  editor,
  inputField,
  inputRow,
  output,
  side,
  spacer,
  status,
  studio,
  toolbar,
} from "../python/PythonStudio.css";

export const select = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  ":focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
});

export const fontSize = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

/** The compile-error and runtime-error panel: explanations first, the compiler's words folded. */
export const panel = style({
  margin: `0 ${vars.space.md} ${vars.space.sm}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  maxHeight: "45%",
  overflowY: "auto",
  flexShrink: 0,
});

export const panelTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });

export const problemList = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const problem = style({ margin: 0 });

export const original = style({ marginTop: vars.space.xs });

export const runText = style({ margin: 0 });

globalStyle(`${original} pre`, {
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.xs,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
});

export const notice = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  margin: `0 ${vars.space.md} ${vars.space.sm}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  fontSize: vars.fontSize.sm,
});

export const stdinBox = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const stdinText = style({
  minHeight: "3.5em",
  padding: vars.space.xs,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  resize: "vertical",
  ":focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
});
