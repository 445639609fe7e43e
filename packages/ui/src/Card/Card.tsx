import type { HTMLAttributes, ReactNode } from "react";
import { type CardVariants, card } from "./Card.css";

export type CardProps = Omit<HTMLAttributes<HTMLElement>, "className" | "style"> &
  CardVariants & {
    /** `section` or `article` when the card has its own heading (give it `aria-labelledby`). */
    as?: "div" | "section" | "article" | "aside" | "li";
    children?: ReactNode;
  };

/** A bordered box on the page's surface holding one piece of a page: a form, a checkout, a notice. */
export function Card({ as: Element = "div", padding, gap, tone, ...rest }: CardProps) {
  return <Element className={card({ padding, gap, tone })} {...rest} />;
}
