import type { ReactNode } from "react";
import { fieldMessage } from "./TextField.css";

export interface FieldMessageProps {
  id?: string;
  tone: "hint" | "error";
  children: ReactNode;
}

/**
 * The line under a field, tied to it with `aria-describedby`. An error is announced as it appears
 * (`role="alert"`); a hint is read when the field gets focus.
 */
export function FieldMessage({ id, tone, children }: FieldMessageProps) {
  return (
    <p id={id} className={fieldMessage({ tone })} role={tone === "error" ? "alert" : undefined}>
      {children}
    </p>
  );
}
