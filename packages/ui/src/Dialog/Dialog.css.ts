import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: "translate(-50%, -46%) scale(0.98)" },
  to: { opacity: 1, transform: "translate(-50%, -50%) scale(1)" },
});
const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });
const slideInFromStart = keyframes({
  from: { transform: "translateX(-100%)" },
  to: { transform: "translateX(0)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}`,
});

export const content = recipe({
  base: {
    position: "fixed",
    zIndex: vars.zIndex.overlay,
    display: "flex",
    flexDirection: "column",
    gap: vars.space.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    overflowY: "auto",
    selectors: { "&:focus": { outline: "none" } },
  },
  variants: {
    variant: {
      /** A centred card, full width minus gutters on phones. */
      center: {
        top: "50%",
        left: "50%",
        transform: "translate(-50%, -50%)",
        width: "min(28rem, calc(100vw - 32px))",
        maxHeight: "calc(100dvh - 32px)",
        padding: vars.space.xl,
        borderRadius: vars.radius.lg,
        animation: `${riseIn} ${vars.motion.base} ${vars.motion.easing}`,
      },
      /** A panel from the inline end, for the mobile menu. */
      sheet: {
        top: 0,
        insetInlineEnd: 0,
        height: "100dvh",
        width: "min(22rem, 88vw)",
        padding: vars.space.xl,
        animation: `${slideIn} ${vars.motion.slow} ${vars.motion.easing}`,
      },
      /** A panel from the inline start, for a lesson's course outline. */
      drawer: {
        top: 0,
        insetInlineStart: 0,
        height: "100dvh",
        width: "min(24rem, 92vw)",
        padding: vars.space.lg,
        gap: vars.space.md,
        animation: `${slideInFromStart} ${vars.motion.slow} ${vars.motion.easing}`,
      },
    },
  },
  defaultVariants: { variant: "center" },
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const close = style({
  flex: "none",
  display: "inline-grid",
  placeItems: "center",
  width: "40px",
  height: "40px",
  marginBlock: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  border: "none",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceSunken, color: vars.color.text } },
});
