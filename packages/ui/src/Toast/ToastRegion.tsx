import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Toast, type ToastData } from "./Toast";
import * as css from "./Toast.css";

export interface ToastRegionProps {
  toasts: ToastData[];
  onDismiss: (id: string) => void;
  /** Key that moves focus to the newest toast, as in Radix and GitHub; `null` turns it off. */
  hotkey?: string | null;
}

/**
 * Where toasts appear. Render it once, near the end of the page: the live region must exist before
 * a toast is added, or screen readers miss the announcement. F8 jumps to the newest toast.
 */
export function ToastRegion({ toasts, onDismiss, hotkey = "F8" }: ToastRegionProps) {
  const { t } = useLingui();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!hotkey) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== hotkey) return;
      const buttons = regionRef.current?.querySelectorAll<HTMLButtonElement>("button");
      const last = buttons?.[buttons.length - 1];
      if (!last) return;
      event.preventDefault();
      // The newest toast's first button: its action if it has one, else its close button.
      const newest = last.closest("li")?.querySelector<HTMLButtonElement>("button") ?? last;
      newest.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [hotkey]);

  return (
    <section ref={regionRef} className={css.region} aria-label={hotkey ? t`通知（${hotkey}）` : t`通知`}>
      <ol className={css.list} aria-live="polite">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}
