import { Trans, useLingui } from "@lingui/react/macro";
import type { DepotItem, Lesson } from "@qisi/api";
import { buttonClass, Link } from "@qisi/ui";
import type { ReactNode } from "react";
import { classHref, frameCss } from "../../features/dashboard";
import * as css from "./ClassPage.css";

/**
 * Where a lesson's starter project opens: its studio with `?lesson={lessonId}`, which opens the
 * learner's own copy of it (made on the first open, the same one afterwards; visitors see the starter).
 */
export function starterHref(lesson: Lesson, courseKind: "python" | "scratch" | "cpp"): string {
  const id = encodeURIComponent(lesson.starterProjectId ?? "");
  return `/studio/${courseKind}/${id}?lesson=${encodeURIComponent(lesson.id)}`;
}

/** The way to the lesson before and the one after, at the end of a lesson. */
export function LessonPager({
  courseId,
  previous,
  next,
}: {
  courseId: string;
  previous?: DepotItem;
  next?: DepotItem;
}) {
  const { t } = useLingui();
  return (
    <nav className={css.pager} aria-label={t`上一节和下一节`}>
      {previous ? (
        <Link href={classHref(courseId, previous.lessonId)} rel="prev">
          <Trans>上一节：{previous.title}</Trans>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={classHref(courseId, next.lessonId)} rel="next">
          <Trans>下一节：{next.title}</Trans>
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * A lesson's starter project, opened as the child's own copy in its studio: under a plain lesson's
 * text, and after a player's steps (a project lesson's whole program, to keep changing it there).
 */
export function LessonStarter({
  lesson,
  courseKind: kind,
  afterSteps = false,
}: {
  lesson: Lesson;
  courseKind: "scratch" | "python" | "cpp";
  /** Below a player's steps: the program is there to keep playing with, not to start from. */
  afterSteps?: boolean;
}) {
  if (!lesson.starterProjectId) return null;
  return (
    <div className={css.starter}>
      <h2 className={frameCss.sectionTitle}>
        {afterSteps ? <Trans>接着玩</Trans> : <Trans>动手练习</Trans>}
      </h2>
      <p className={frameCss.muted}>
        {afterSteps ? (
          <Trans>还想接着改？在工作室里打开这节课的作品，会保存一份你自己的，想怎么改都行。</Trans>
        ) : (
          <Trans>老师准备好了这节课的起步作品，打开后会保存一份你自己的。</Trans>
        )}
      </p>
      <p>
        <a className={buttonClass({ variant: "primary" })} href={starterHref(lesson, kind)}>
          {kind === "scratch" ? (
            <Trans>在 Scratch 工作室打开</Trans>
          ) : kind === "cpp" ? (
            <Trans>在 C++ 工作室打开</Trans>
          ) : (
            <Trans>在 Python 工作室打开</Trans>
          )}
        </a>
      </p>
    </div>
  );
}

export interface LessonContentProps {
  courseKind: "scratch" | "python" | "cpp";
  lesson?: Lesson;
  /** Shown instead of the lesson when the learner may not open it (LockedLesson). */
  locked?: ReactNode;
  /** The lesson's text is on its way. */
  loading?: boolean;
  /** The 完成本课 block (the page wires it to the learner's progress). */
  doneControl?: ReactNode;
  /** The way to the previous and next lessons (the player shows it at the end of its steps). */
  pager?: ReactNode;
  /** The lesson player, for a lesson written as steps: it replaces the plain text and starter link. */
  player?: ReactNode;
}

/** One lesson inside its workspace: the player, or a plain lesson's text, or why it is locked. */
export function LessonContent({
  courseKind: kind,
  lesson,
  locked,
  loading,
  doneControl,
  pager,
  player,
}: LessonContentProps) {
  if (player && !locked && !loading) return <>{player}</>;
  return (
    <article className={`${frameCss.stack} ${css.plain}`}>
      {lesson?.videoUrl && !locked ? (
        // biome-ignore lint/a11y/useMediaCaption: lesson videos come without caption files yet; the text below says the same.
        <video className={css.video} src={lesson.videoUrl} controls preload="metadata" />
      ) : null}
      {locked ? (
        locked
      ) : loading ? (
        <p className={frameCss.muted} role="status">
          <Trans>正在打开这节课…</Trans>
        </p>
      ) : lesson ? (
        <div className={css.body}>
          {lesson.body.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <p className={frameCss.muted}>
          <Trans>这节课的内容还在准备中，过几天再来看看吧。</Trans>
        </p>
      )}
      {lesson && !locked && !loading ? <LessonStarter lesson={lesson} courseKind={kind} /> : null}
      {doneControl}
      {pager}
    </article>
  );
}
