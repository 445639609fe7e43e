import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from "react";
import { type ButtonVariants, button, spinner } from "./Button.css";

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "style"> {
  variant?: ButtonVariants["variant"];
  size?: ButtonVariants["size"];
  fullWidth?: boolean;
  /** Shows a spinner and blocks clicks while an action runs; the label stays for screen readers. */
  busy?: boolean;
  icon?: ReactNode;
}

/** The one button of the product. Variants are closed: no className escape hatch (STYLE.md). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, busy = false, icon, type = "button", disabled, children, onClick, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={button({ variant, size, fullWidth })}
      disabled={disabled}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
      {...rest}
    >
      {busy ? <span className={spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
});
