import { useEffect, useState } from "react";

/** Whole seconds left until `deadline` (ms, from `now`), ticking while above zero. */
export function useCountdown(deadline: number | null, now: () => number): number {
  const remaining = () => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now()) / 1000)));
  const [seconds, setSeconds] = useState(remaining);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `remaining` only reads deadline and now.
  useEffect(() => {
    setSeconds(remaining());
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = remaining();
      setSeconds(left);
      if (left <= 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline, now]);

  return seconds;
}
