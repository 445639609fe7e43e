import { type AnchorHTMLAttributes, type ComponentType, forwardRef, type Ref } from "react";
import { type LinkVariants, link } from "./Link.css";

/** The props every anchor-like component gets from the design system. */
export type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * What renders a link: a plain `<a>` by default, or the app's own (a router's link) when it passes
 * one. It must hand its props on to an `<a>`, so styles, focus and `aria-current` keep working.
 */
export type LinkComponent = "a" | ComponentType<AnchorProps>;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "style"> {
  href: string;
  tone?: LinkVariants["tone"];
  /** Opens in a new tab with `noopener`, for the filing registry and other sites. */
  external?: boolean;
  /** The app's link component; a plain anchor when left out. */
  as?: LinkComponent;
}

/**
 * A styled anchor. It does not route: the app passes its own link component (`as`) or intercepts
 * same-origin clicks, so the design system stays free of routing (STYLE.md).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { tone, external = false, rel, target, as: Anchor = "a", ...rest },
  ref,
) {
  return (
    <Anchor
      ref={ref}
      className={link({ tone })}
      target={external ? "_blank" : target}
      rel={external ? ["noopener", "noreferrer", rel].filter(Boolean).join(" ") : rel}
      {...rest}
    />
  );
});
