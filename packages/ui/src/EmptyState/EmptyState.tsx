import type { ReactNode } from "react";
import { buttonClass } from "../Button";
import * as css from "./EmptyState.css";

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A link to the next step, e.g. 去选一门课 → /app/25s2-python-cpp-01. */
  action?: { label: ReactNode; href: string };
  /** Replaces the default drawing; keep it decorative (aria-hidden). */
  illustration?: ReactNode;
  headingLevel?: 1 | 2 | 3 | 4;
}

/** A friendly drawing of an empty notebook and a pencil. */
function DefaultIllustration() {
  return (
    <svg className={css.art} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle className={css.artFill} cx="80" cy="64" r="54" />
      <rect className={css.artPaper} x="44" y="26" width="62" height="78" rx="6" />
      <path className={css.artLine} d="M56 46h38M56 60h38M56 74h24" />
      <path className={css.artLine} d="M112 92l20-36 8 4-20 36-10 6z" />
    </svg>
  );
}

/** What to show where a list has nothing in it yet, with the way forward. */
export function EmptyState({ title, description, action, illustration, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={css.root}>
      {illustration ?? <DefaultIllustration />}
      <Heading className={css.title}>{title}</Heading>
      {description ? <p className={css.description}>{description}</p> : null}
      {action ? (
        <a className={buttonClass({ variant: "primary" })} href={action.href}>
          {action.label}
        </a>
      ) : null}
    </div>
  );
}
