import type { ElementType, ReactNode } from "react";
import { focusable as focusableClass, visuallyHidden } from "./VisuallyHidden.css";

export interface VisuallyHiddenProps {
  children: ReactNode;
  as?: ElementType;
  /** Becomes visible when it or a child takes focus, as a skip link must. */
  focusable?: boolean;
  href?: string;
}

export function VisuallyHidden({
  children,
  as: Element = "span",
  focusable = false,
  href,
}: VisuallyHiddenProps) {
  const className = focusable ? `${visuallyHidden} ${focusableClass}` : visuallyHidden;
  return (
    <Element className={className} href={href}>
      {children}
    </Element>
  );
}
