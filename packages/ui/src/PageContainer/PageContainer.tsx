import type { ElementType, ReactNode } from "react";
import { container } from "./PageContainer.css";

export interface PageContainerProps {
  children: ReactNode;
  /** `page` caps at the 1860 px layout width; `prose` at a reading width. */
  width?: "page" | "prose";
  as?: ElementType;
  id?: string;
}

/** Centres content with the layout's gutters and maximum width. */
export function PageContainer({ children, width, as: Element = "div", id }: PageContainerProps) {
  return (
    <Element id={id} className={container({ width })}>
      {children}
    </Element>
  );
}
