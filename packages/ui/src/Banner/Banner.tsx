import { CircleCheck, CircleX, Info, TriangleAlert } from "lucide-react";
import type { ReactNode, Ref } from "react";
import * as css from "./Banner.css";

export type BannerTone = "info" | "success" | "warning" | "error";

export interface BannerProps {
  tone: BannerTone;
  /** A short bold first line; the children say the rest. */
  title?: ReactNode;
  children?: ReactNode;
  /** `sm` under a form field or inside a card, `md` on a page. */
  size?: "sm" | "md";
  /**
   * How a screen reader hears it when it appears: an error interrupts (`role="alert"`), anything
   * else waits its turn (`role="status"`). `off` for a banner that is part of the page from the start.
   */
  live?: "auto" | "off";
  /** A button or link beside the text (重试, 去登录). */
  action?: ReactNode;
  id?: string;
  /** Lets a form move focus to the message it has just shown (with `tabIndex={-1}`). */
  tabIndex?: number;
  ref?: Ref<HTMLDivElement>;
}

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleX } as const;

/** A message in a tinted box: something went wrong, something worked, or something to know. */
export function Banner({
  tone,
  title,
  children,
  size,
  live = "auto",
  action,
  id,
  tabIndex,
  ref,
}: BannerProps) {
  const Icon = icons[tone];
  const role = live === "off" ? undefined : tone === "error" ? "alert" : "status";
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={tabIndex}
      role={role}
      data-tone={tone}
      className={css.banner({ tone, size })}
    >
      <Icon
        className={`${css.icon} ${tone === "info" ? css.infoIcon : ""}`}
        aria-hidden="true"
        focusable="false"
      />
      <div className={css.content}>
        {title ? <p className={css.title}>{title}</p> : null}
        {children ? <div className={css.body}>{children}</div> : null}
      </div>
      {action ? <div className={css.action}>{action}</div> : null}
    </div>
  );
}
