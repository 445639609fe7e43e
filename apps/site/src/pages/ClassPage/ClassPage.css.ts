import { vars } from "@qisi/ui/vars";
import { globalStyle, style } from "@vanilla-extract/css";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": { "(min-width: 1024px)": { gridTemplateColumns: "minmax(0, 1fr) 20rem", alignItems: "start" } },
});
/** A lesson's page: the workspace under the site's header, no learning-centre frame around it. */
export const workspaceMain = style({ minBlockSize: "60vh" });
/** A lesson without steps (or locked): a readable column in the workspace. */
export const plain = style({ maxInlineSize: vars.layout.proseWidth });
export const content = style({ minInlineSize: 0 });
export const aside = style({ minInlineSize: 0 });
export const body = style({ lineHeight: vars.lineHeight.prose, maxInlineSize: vars.layout.proseWidth });
export const video = style({ inlineSize: "100%", borderRadius: vars.radius.md, background: "black" });
export const starter = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.actionSubtle,
});
export const pager = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.md,
});
export const done = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-state="done"]': { background: vars.color.successSubtle, borderColor: vars.color.success },
  },
});
export const doneText = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});
export const lockedTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});
export const lockedFacts = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${lockedFacts} dd`, { margin: 0 });
globalStyle(`${lockedFacts} dt`, { color: vars.color.textMuted });
