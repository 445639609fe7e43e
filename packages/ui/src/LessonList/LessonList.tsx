import { Trans, useLingui } from "@lingui/react/macro";
import { BookOpen, CircleCheck, Lock, Play, Puzzle } from "lucide-react";
import { useId } from "react";
import { VisuallyHidden } from "../VisuallyHidden";
import * as css from "./LessonList.css";
import { type LessonListGroup, type LessonListItem, numberLessons } from "./numbering";

export interface LessonListProps {
  /** Where a lesson opens: the app's address for it (the site's is `/class/{course}/{lesson}`). */
  lessonHref: (lessonId: string) => string;
  groups: LessonListGroup[];
  /** The lesson on screen, marked with aria-current. */
  currentLessonId?: string;
  /** Level of the group headings. */
  headingLevel?: 2 | 3 | 4;
}

const kindIcons = { lesson: BookOpen, video: Play, project: Puzzle };

function ItemContent({ item, current }: { item: LessonListItem; current: boolean }) {
  const KindIcon = kindIcons[item.kind ?? "lesson"];
  return (
    <>
      <span className={css.seq}>{item.displaySeq}</span>
      <KindIcon className={css.icon} size={16} aria-hidden="true" />
      <span className={css.title}>{item.title}</span>
      {item.kind === "video" ? (
        <VisuallyHidden>
          <Trans>（视频）</Trans>
        </VisuallyHidden>
      ) : item.kind === "project" ? (
        <VisuallyHidden>
          <Trans>（动手练习）</Trans>
        </VisuallyHidden>
      ) : null}
      {current ? (
        <span className={css.currentTag}>
          <Trans>正在学</Trans>
        </span>
      ) : null}
      {item.exercises && item.exercises.total > 0 ? (
        <span className={css.exerciseCount} data-complete={item.exercises.passed >= item.exercises.total}>
          <span aria-hidden="true">
            {item.exercises.passed}/{item.exercises.total}
          </span>
          <VisuallyHidden>
            <Trans>
              （练习通过 {item.exercises.passed} 道，共 {item.exercises.total} 道）
            </Trans>
          </VisuallyHidden>
        </span>
      ) : null}
      {item.state === "done" ? (
        <>
          <CircleCheck className={css.doneIcon} size={18} aria-hidden="true" />
          <VisuallyHidden>
            <Trans>（已学完）</Trans>
          </VisuallyHidden>
        </>
      ) : null}
      {item.draft ? (
        <span className={css.currentTag}>
          <Trans>正在编写中</Trans>
        </span>
      ) : null}
      {item.state === "locked" ? (
        <>
          <Lock className={css.icon} size={16} aria-hidden="true" />
          <VisuallyHidden>
            <Trans>（还没有解锁）</Trans>
          </VisuallyHidden>
        </>
      ) : null}
    </>
  );
}

/**
 * A course's table of contents: groups as headings, lessons numbered straight through. Locked
 * lessons are plain text, not links, so the keyboard skips what cannot be opened yet.
 */
export function LessonList({ lessonHref, groups, currentLessonId, headingLevel = 2 }: LessonListProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const idPrefix = useId();
  return (
    <nav className={css.root} aria-label={t`课程目录`}>
      {numberLessons(groups).map((group) => (
        <section key={group.id} className={css.group} aria-labelledby={`${idPrefix}-${group.id}`}>
          <Heading id={`${idPrefix}-${group.id}`} className={css.groupTitle}>
            {group.title}
          </Heading>
          <ol className={css.list}>
            {group.children.map((item) => {
              const current = item.lessonId === currentLessonId;
              return (
                <li key={item.id}>
                  {(item.state === "locked" || item.draft) && !current ? (
                    <span className={css.locked} data-state={item.draft ? "draft" : "locked"}>
                      <ItemContent item={item} current={false} />
                    </span>
                  ) : (
                    <a
                      className={css.link}
                      href={lessonHref(item.lessonId)}
                      aria-current={current ? "page" : undefined}
                      data-state={item.state ?? "todo"}
                    >
                      <ItemContent item={item} current={current} />
                    </a>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
