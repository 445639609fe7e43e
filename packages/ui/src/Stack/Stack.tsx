import type { HTMLAttributes, ReactNode } from "react";
import { type InlineVariants, inline, type StackVariants, stack } from "./Stack.css";

/** The elements a layout box may be; a list keeps its list semantics. */
type LayoutElement = "div" | "section" | "ul" | "ol" | "form" | "fieldset" | "nav" | "header" | "footer";

type LayoutProps = Omit<HTMLAttributes<HTMLElement>, "className" | "style"> & {
  as?: LayoutElement;
  children?: ReactNode;
};

export type StackProps = LayoutProps & StackVariants;
export type InlineProps = LayoutProps & InlineVariants;

/** Children one under another with one of the theme's gaps between them (default `md`). */
export function Stack({ as: Element = "div", gap, align, ...rest }: StackProps) {
  return <Element className={stack({ gap, align })} {...rest} />;
}

/** Children in a row that wraps, with one of the theme's gaps (default `sm`), centred on the cross axis. */
export function Inline({ as: Element = "div", gap, align, justify, nowrap, ...rest }: InlineProps) {
  return <Element className={inline({ gap, align, justify, nowrap })} {...rest} />;
}
