import { Trans } from "@lingui/react/macro";
import { ArrowRight, PartyPopper } from "lucide-react";
import { type ReactNode, type Ref, useId } from "react";
import { buttonClass } from "../Button";
import * as css from "./LessonCelebration.css";

export interface LessonCelebrationProps {
  /** How many exercises the lesson had, all passed. */
  exercises: number;
  /** The course's next lesson; absent after the last one. */
  next?: { href: string; title: string };
  /** Where the course's outline page is (after the last lesson: the certificate's way). */
  courseHref?: string;
  /** A line of the app's own below the praise (the certificate after the last lesson). */
  extra?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The end of a lesson (issue 37): a small burst of colour once, the praise, and the next lesson
 * one press away. The burst is decoration only (hidden from screen readers, absent with reduced
 * motion); the words say it all.
 */
export function LessonCelebration({ exercises, next, courseHref, extra, ref }: LessonCelebrationProps) {
  // Its own id: a page (or a story) may show more than one.
  const titleId = useId();
  return (
    // An article, not a region: it is one self-contained card, and a page may show two (stories).
    <article ref={ref} className={css.card} aria-labelledby={titleId} tabIndex={-1}>
      <div className={css.burst} aria-hidden="true">
        {/* The bits of paper that burst once; gone entirely for a learner who asked for less motion. */}
        {css.pieces.map((piece) => (
          <span key={piece} className={piece} />
        ))}
      </div>
      <PartyPopper className={css.icon} size={36} aria-hidden="true" />
      <h2 className={css.title} id={titleId}>
        <Trans>这节课完成啦！</Trans>
      </h2>
      <p className={css.text}>
        <Trans>这节课的 {exercises} 道练习你全都做出来了，真了不起！学习记录已经保存好了。</Trans>
      </p>
      {extra}
      <div className={css.actions}>
        {next ? (
          <a className={buttonClass({ variant: "primary" })} href={next.href} rel="next">
            <Trans>下一课：{next.title}</Trans>
            <ArrowRight size={18} aria-hidden="true" />
          </a>
        ) : null}
        {courseHref ? (
          <a className={buttonClass({ variant: next ? "ghost" : "secondary" })} href={courseHref}>
            <Trans>回到课程</Trans>
          </a>
        ) : null}
      </div>
    </article>
  );
}
