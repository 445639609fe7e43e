import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const card = style({
  position: "relative",
  display: "grid",
  justifyItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.success}`,
  background: vars.color.successSubtle,
  color: vars.color.text,
  textAlign: "center",
  overflow: "hidden",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" } },
});

export const icon = style({ color: vars.color.success });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const text = style({ margin: 0, maxWidth: "32rem", lineHeight: vars.lineHeight.body });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

export const burst = style({
  position: "absolute",
  insetInline: 0,
  top: "52px",
  height: 0,
  display: "flex",
  justifyContent: "center",
  pointerEvents: "none",
  "@media": { "(prefers-reduced-motion: reduce)": { display: "none" } },
});

const colours = [
  vars.color.brand,
  vars.color.warning,
  vars.color.success,
  vars.color.link,
  vars.color.danger,
  vars.color.action,
];

export const pieceCount = 14;

/**
 * Each piece flies its own way, spread round the top of the card, turns and fades, once. The paths
 * are fixed here (no randomness: the same burst each time, and the same picture in a screenshot).
 */
export const pieces = Array.from({ length: pieceCount }, (_, index) => {
  const angle = (Math.PI * (index + 0.5)) / pieceCount;
  const x = Math.round(Math.cos(angle) * -150);
  const y = Math.round(Math.sin(angle) * -70 + 30);
  const turn = (index % 2 ? 1 : -1) * (200 + index * 20);
  const fly = keyframes({
    "0%": { transform: "translate(0, 0) rotate(0deg)", opacity: 1 },
    "75%": { opacity: 1 },
    "100%": { transform: `translate(${x}px, ${y}px) rotate(${turn}deg)`, opacity: 0 },
  });
  return style({
    position: "absolute",
    width: "8px",
    height: "12px",
    borderRadius: vars.radius.sm,
    background: colours[index % colours.length],
    opacity: 0,
    animation: `${fly} 1100ms ${vars.motion.easing} ${(index % 4) * 40}ms 1 both`,
  });
});
