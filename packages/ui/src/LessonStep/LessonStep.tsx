import { Trans } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { type ReactNode, type Ref, useId, useMemo } from "react";
import { VisuallyHidden } from "../VisuallyHidden";
import * as css from "./LessonStep.css";
import { renderLessonMarkdown } from "./lesson-markdown";

export type LessonStepState = "todo" | "current" | "passed";

export interface LessonStepProps {
  /** 1-based number shown in the badge. */
  number: number;
  title: string;
  /** The step's prose as the author wrote it (Markdown; raw HTML is shown as text). */
  markdown: string;
  state: LessonStepState;
  /** The step's exercise (a quiz card, or the check panel of the editor's task). */
  children?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  id?: string;
  ref?: Ref<HTMLElement>;
}

/** One step of a lesson: a little reading, then at most one thing to do. */
export function LessonStep({
  number,
  title,
  markdown,
  state,
  children,
  headingLevel = 3,
  id,
  ref,
}: LessonStepProps) {
  const headingId = useId();
  const html = useMemo(() => renderLessonMarkdown(markdown), [markdown]);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      ref={ref}
      id={id}
      className={css.step}
      data-state={state}
      aria-labelledby={headingId}
      aria-current={state === "current" ? "step" : undefined}
      tabIndex={-1}
    >
      <div className={css.header}>
        <span className={css.badge} aria-hidden="true">
          {state === "passed" ? <Check size={16} strokeWidth={3} /> : number}
        </span>
        <Heading id={headingId} className={css.title}>
          <VisuallyHidden>
            <Trans>第 {number} 步：</Trans>
          </VisuallyHidden>
          {title}
          {state === "passed" ? (
            <VisuallyHidden>
              <Trans>（已通过）</Trans>
            </VisuallyHidden>
          ) : null}
        </Heading>
        {state === "passed" ? (
          <span className={css.passedTag} aria-hidden="true">
            <Trans>已通过</Trans>
          </span>
        ) : null}
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: renderLessonMarkdown escapes raw HTML and unsafe links. */}
      <div className={css.prose} dangerouslySetInnerHTML={{ __html: html }} />
      {children ? <div className={css.exercise}>{children}</div> : null}
    </section>
  );
}
