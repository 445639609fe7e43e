import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import * as css from "./TopProgressBar.css";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion";

/** Where a fresh navigation starts, so the bar is visible at once. */
export const progressStart = 0.08;
/** Trickling slows as it nears this, so the bar never claims to be done before it is. */
export const progressCeiling = 0.9;
const trickleEveryMs = 250;
/** Time to reach the end and fade out once navigation finishes (matches the CSS delay + fade). */
export const finishMs = 600;

type Phase = "idle" | "running" | "finishing";

export interface TopProgressBarProps {
  /** True while the app navigates between different paths (SPEC §2). */
  active: boolean;
  /** Accessible name; defaults to 页面加载中. */
  label?: string;
}

/**
 * A thin brand-coloured bar at the top of the page. While `active` it trickles towards 90 %;
 * when `active` ends it completes and fades. With reduced motion it holds still instead of trickling.
 */
export function TopProgressBar({ active, label }: TopProgressBarProps) {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<Phase>(active ? "running" : "idle");
  const [progress, setProgress] = useState(active ? progressStart : 0);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  useEffect(() => {
    if (active) {
      setPhase("running");
      setProgress(progressStart);
      return;
    }
    if (phaseRef.current !== "running") return;
    setPhase("finishing");
    setProgress(1);
    const timer = setTimeout(() => {
      setPhase("idle");
      setProgress(0);
    }, finishMs);
    return () => clearTimeout(timer);
  }, [active]);

  useEffect(() => {
    if (phase !== "running" || reducedMotion) return;
    const timer = setInterval(() => {
      setProgress((p) => p + (progressCeiling - p) * 0.1);
    }, trickleEveryMs);
    return () => clearInterval(timer);
  }, [phase, reducedMotion]);

  if (phase === "idle") return null;
  return (
    <div
      className={css.track}
      role="progressbar"
      aria-label={label ?? t`页面加载中`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      data-state={phase}
    >
      <div className={css.bar} style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
