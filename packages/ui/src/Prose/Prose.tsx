import type { ReactNode } from "react";
import { prose } from "./Prose.css";

export interface ProseProps {
  children: ReactNode;
  /** `article` when the prose is the whole piece; `div` inside a layout that already is one. */
  as?: "div" | "article" | "section";
}

/** Typography for long Chinese text: articles, terms, book pages. Style its plain HTML children. */
export function Prose({ children, as: Element = "div" }: ProseProps) {
  return <Element className={prose}>{children}</Element>;
}
