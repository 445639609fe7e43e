import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

/**
 * Long Chinese reading text. Content arrives as plain elements (from articles and terms), so the
 * styles reach descendants; every rule is scoped under `.prose` and only touches its content.
 */
export const prose = style({
  maxWidth: vars.layout.proseWidth,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.prose,
  // Keep CJK punctuation off line starts, and let long URLs and code wrap instead of overflowing.
  lineBreak: "strict",
  overflowWrap: "anywhere",
  textWrap: "pretty",
  "@media": { "(max-width: 599.98px)": { fontSize: vars.fontSize.md } },
});

const p = (selector: string) => `${prose} ${selector}`;

globalStyle(p("> :first-child"), { marginTop: 0 });
globalStyle(p("> :last-child"), { marginBottom: 0 });

globalStyle(p("p"), { margin: `0 0 ${vars.space.lg}` });

globalStyle(p(":is(h2, h3, h4)"), {
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  // Anchored headings (the table of contents, #purchase) clear the top edge when jumped to.
  scrollMarginTop: vars.space.xxl,
  textWrap: "balance",
});
globalStyle(p("h2"), {
  margin: `${vars.space.xxxl} 0 ${vars.space.lg}`,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xxl,
});
globalStyle(p("h3"), { margin: `${vars.space.xxl} 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });
globalStyle(p("h4"), { margin: `${vars.space.xl} 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

globalStyle(p(":is(ul, ol)"), { margin: `0 0 ${vars.space.lg}`, paddingInlineStart: "1.6em" });
globalStyle(p("li"), { marginBlock: vars.space.xs });
globalStyle(p("li::marker"), { color: vars.color.link });
globalStyle(p("li > :is(ul, ol)"), { marginBottom: 0 });

// Only plain anchors: styled ones (buttons, download tiles, Link) keep their own colours.
globalStyle(p("a:not([class])"), {
  color: vars.color.link,
  textDecoration: "underline",
  textDecorationThickness: "1px",
  textUnderlineOffset: "3px",
});
globalStyle(p("a:not([class]):hover"), { color: vars.color.linkHover });

globalStyle(p("strong"), { fontWeight: vars.fontWeight.bold });

globalStyle(p("blockquote"), {
  margin: `0 0 ${vars.space.lg}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.actionSubtle,
  color: vars.color.text,
});
globalStyle(p("blockquote > :last-child"), { marginBottom: 0 });

globalStyle(p("code"), {
  fontFamily: vars.font.mono,
  fontSize: "0.9em",
  padding: "0.1em 0.35em",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
globalStyle(p("pre"), {
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.lg,
  overflowX: "auto",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  overflowWrap: "normal",
});
globalStyle(p("pre code"), { padding: 0, border: "none", background: "none", fontSize: "inherit" });

globalStyle(p("table"), {
  display: "block",
  maxWidth: "100%",
  overflowX: "auto",
  margin: `0 0 ${vars.space.lg}`,
  borderCollapse: "collapse",
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  overflowWrap: "normal",
});
globalStyle(p(":is(th, td)"), {
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "top",
});
globalStyle(p("th"), { background: vars.color.surfaceSunken, fontWeight: vars.fontWeight.bold });
globalStyle(p("caption"), { captionSide: "bottom", paddingTop: vars.space.sm, color: vars.color.textMuted });

globalStyle(p(":is(img, video)"), {
  display: "block",
  maxWidth: "100%",
  height: "auto",
  borderRadius: vars.radius.md,
});
globalStyle(p("figure"), { margin: `0 0 ${vars.space.lg}` });
globalStyle(p("figure > :is(img, video)"), { marginInline: "auto" });
globalStyle(p(":is(figcaption, caption)"), { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(p("figcaption"), { marginTop: vars.space.sm, textAlign: "center" });

globalStyle(p("hr"), {
  margin: `${vars.space.xxl} 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
});
