import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { buttonClass } from "../Button";
import { VisuallyHidden } from "../VisuallyHidden";
import * as css from "./CourseCard.css";
import { CoverArt } from "./CoverArt";

export interface CourseCardData {
  title: string;
  cover?: string | null;
  kind?: "scratch" | "python" | "cpp";
  /** Lessons finished and in total. */
  done: number;
  total: number;
  /** Exercises passed and in total across the course's lessons, when it has any. */
  exercises?: { passed: number; total: number };
  /** Where 继续学习 goes: the next lesson or the course's class page. */
  href: string;
}

export interface CourseCardProps {
  course: CourseCardData;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

export function courseProgressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(done, 0), total) / total) * 100);
}

/** One of the learner's courses: cover, title, progress and the way back in. */
export function CourseCard({ course, headingLevel = 3 }: CourseCardProps) {
  const { t } = useLingui();
  const { title, cover, kind, done, total, href, exercises } = course;
  const Heading = `h${headingLevel}` as const;
  const percent = courseProgressPercent(done, total);
  const finished = total > 0 && done >= total;
  const started = done > 0;
  return (
    <article className={css.card}>
      <CoverArt src={cover} kind={kind} />
      <Heading className={css.title}>{title}</Heading>
      <div>
        <div className={css.progressRow}>
          <span>
            <Plural value={total} other={`已学 ${done} / # 课`} />
          </span>
          <span>{percent}%</span>
        </div>
        <div
          className={css.track}
          role="progressbar"
          aria-label={t`${title}的学习进度`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className={css.bar} style={{ width: `${percent}%` }} />
        </div>
      </div>
      {exercises && exercises.total > 0 ? (
        <p className={css.exercises}>
          <Trans>
            练习通过 {exercises.passed} / {exercises.total} 道
          </Trans>
        </p>
      ) : null}
      <div className={css.footer}>
        <a
          className={buttonClass({ variant: finished ? "secondary" : "primary", fullWidth: true })}
          href={href}
        >
          {finished ? <Trans>复习课程</Trans> : started ? <Trans>继续学习</Trans> : <Trans>开始学习</Trans>}
          <VisuallyHidden>：{title}</VisuallyHidden>
        </a>
      </div>
    </article>
  );
}
