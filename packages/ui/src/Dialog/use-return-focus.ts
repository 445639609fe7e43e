import { type RefObject, useEffect, useRef } from "react";

/**
 * Radix sends focus back only to its own trigger, and our dialogs open from plain buttons (or from
 * the app, from several places): put focus back on whatever opened the dialog when it closes.
 * `fallback` names the opener when the browser did not focus it on click (Safari, iOS).
 */
export function useReturnFocus(open: boolean | undefined, fallback?: RefObject<HTMLElement | null>): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      const active = document.activeElement;
      opener.current =
        active instanceof HTMLElement && active !== document.body ? active : (fallback?.current ?? null);
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (!element) return;
    const timer = setTimeout(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && element.isConnected) element.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open, fallback]);
}
