import { type RefObject, useEffect, useRef, useState } from "react";

export interface UseElementVisibleOptions {
  /** Grows or shrinks the viewport before testing, as in IntersectionObserver (`"0px 0px -20% 0px"`). */
  rootMargin?: string;
  /** How much of the element must show to count as visible; 0 means any pixel. */
  threshold?: number;
  /**
   * What to report before the first observation, on the server and where IntersectionObserver is
   * missing. Defaults to `true`: the header starts on screen, so nothing that hides behind it flashes.
   */
  initialVisible?: boolean;
  /** Called whenever the answer changes, for components that report upwards (`onVisibleChange`). */
  onChange?: (visible: boolean) => void;
}

/**
 * Whether the element behind `ref` is in the viewport. SSR-safe: it only observes inside an effect.
 * The header and footer use it to tell the app when the sticky contact bar may show.
 */
export function useElementVisible(
  ref: RefObject<Element | null>,
  { rootMargin = "0px", threshold = 0, initialVisible = true, onChange }: UseElementVisibleOptions = {},
): boolean {
  const [visible, setVisible] = useState(initialVisible);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setVisible(entry.isIntersecting);
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold]);

  const reported = useRef<boolean | null>(null);
  useEffect(() => {
    if (reported.current === visible) return;
    reported.current = visible;
    onChangeRef.current?.(visible);
  }, [visible]);

  return visible;
}
