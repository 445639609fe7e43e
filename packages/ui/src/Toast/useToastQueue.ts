import { useCallback, useRef, useState } from "react";
import type { ToastData } from "./Toast";

export interface ToastQueue {
  toasts: ToastData[];
  /** Adds a toast (replacing one with the same id) and returns its id. */
  show: (toast: Omit<ToastData, "id"> & { id?: string }) => string;
  dismiss: (id: string) => void;
}

/** Local state for a ToastRegion. Keeps the newest `max` so a burst never covers the page. */
export function useToastQueue(max = 3): ToastQueue {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const counter = useRef(0);
  const show = useCallback<ToastQueue["show"]>(
    (toast) => {
      counter.current += 1;
      const id = toast.id ?? `toast-${counter.current}`;
      setToasts((current) => [...current.filter((t) => t.id !== id), { ...toast, id }].slice(-max));
      return id;
    },
    [max],
  );
  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  return { toasts, show, dismiss };
}
