import { useEffect, useRef } from "react";

/**
 * A dialog the app opens itself (from several places, or a lazily loaded menu) has no Radix
 * trigger, so Radix has nowhere to send focus on close: put it back on whatever opened it.
 */
export function useReturnFocus(open: boolean | undefined): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
  }, [open]);
}
