import { type AnchorHTMLAttributes, forwardRef } from "react";
import { type LinkVariants, link } from "./Link.css";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "style"> {
  href: string;
  tone?: LinkVariants["tone"];
  /** Opens in a new tab with `noopener`, for the filing registry and other sites. */
  external?: boolean;
}

/**
 * A styled anchor. It does not route: the app wraps it (wouter's `<Link asChild>`) so the
 * design system stays free of routing (STYLE.md).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { tone, external = false, rel, target, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      className={link({ tone })}
      target={external ? "_blank" : target}
      rel={external ? ["noopener", "noreferrer", rel].filter(Boolean).join(" ") : rel}
      {...rest}
    />
  );
});
