import { useLingui } from "@lingui/react/macro";
import { CircleCheck, CircleX, Info, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import * as css from "./Toast.css";

export type ToastTone = "success" | "error" | "info";

export interface ToastData {
  id: string;
  tone?: ToastTone;
  message: ReactNode;
  /** A short verb for the one action, such as 撤销. */
  actionLabel?: string;
  onAction?: () => void;
  /** Milliseconds before it leaves by itself; 0 keeps it until dismissed. */
  duration?: number;
}

/** Long enough to read a sentence; longer when there is something to do or something went wrong. */
export function defaultDuration({ tone, actionLabel }: Pick<ToastData, "tone" | "actionLabel">): number {
  return tone === "error" || actionLabel ? 8000 : 5000;
}

const icons = { success: CircleCheck, error: CircleX, info: Info };

export interface ToastProps {
  toast: ToastData;
  onDismiss: (id: string) => void;
}

/**
 * One notice. The countdown pauses while the pointer is over it or focus is inside it, so nobody
 * loses a toast while reading it or reaching for 撤销; Escape dismisses it from the keyboard.
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  const { t } = useLingui();
  const { id, tone = "info", message, actionLabel, onAction } = toast;
  const duration = toast.duration ?? defaultDuration(toast);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(duration);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    if (paused || duration <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissRef.current(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, duration, id]);

  const Icon = icons[tone];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onDismiss(id);
    }
  };

  return (
    <li
      className={css.toast({ tone })}
      data-tone={tone}
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <Icon className={css.icon({ tone })} aria-hidden="true" size={20} />
      {/* Errors interrupt (assertive); everything else waits its turn in the region's polite list. */}
      <p className={css.message} role={tone === "error" ? "alert" : undefined}>
        {message}
      </p>
      {actionLabel && onAction ? (
        <button
          type="button"
          className={css.action}
          onClick={() => {
            onAction();
            onDismiss(id);
          }}
        >
          {actionLabel}
        </button>
      ) : null}
      <button type="button" className={css.close} aria-label={t`关闭通知`} onClick={() => onDismiss(id)}>
        <X aria-hidden="true" size={18} />
      </button>
    </li>
  );
}
