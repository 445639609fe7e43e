import { globalStyle, style } from "@vanilla-extract/css";
import { printAloneClass } from "../theme/class-names";
import { vars } from "../theme/contract.css";

export const card = style({
  position: "relative",
  display: "grid",
  justifyItems: "center",
  gap: vars.space.md,
  maxWidth: "760px",
  margin: "0 auto",
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  border: `3px double ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textAlign: "center",
  boxShadow: vars.shadow.md,
  overflowWrap: "anywhere",
  "@media": {
    print: {
      // Paper has no dark mode and no shadows: black on white, the border kept.
      boxShadow: "none",
      background: "white",
      color: "black",
      maxWidth: "none",
      breakInside: "avoid",
    },
  },
});

export const school = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  letterSpacing: "0.3em",
  color: vars.color.textMuted,
  "@media": { print: { color: "black" } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: "0.2em",
});

export const name = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  borderBottom: `2px solid ${vars.color.brand}`,
  paddingInline: vars.space.lg,
});

export const text = style({
  margin: 0,
  maxWidth: "36em",
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.prose,
});

export const course = style({ fontWeight: vars.fontWeight.bold });

/** How the exercises were passed: a short list, left-aligned inside the centred card. */
export const passed = style({ textAlign: "start", fontSize: vars.fontSize.md });

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.xl,
  margin: 0,
});

export const fact = style({ display: "grid", gap: vars.space.xxs });
export const factLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  "@media": { print: { color: "black" } },
});
export const factValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const actions = style({ "@media": { print: { display: "none" } } });

// Printing the page prints the certificate alone: the site's header, menus and footer stay off paper
// (the card carries `printAlone`, which hides the rest: theme/element-basics.ts).
export const printAlone = printAloneClass;
globalStyle(`${card}, ${card} *`, { "@media": { print: { visibility: "visible" } } });
globalStyle(`${card}`, { "@media": { print: { position: "absolute", insetInline: 0, top: 0 } } });
