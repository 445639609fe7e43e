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
      {item.draft ? (
        <span className={css.draftTag}>
          <Trans>编写中</Trans>
        </span>
      ) : null}
      {item.exercises && item.exercises.total > 0 ? <ExerciseCount {...item.exercises} /> : null}
      {item.state === "done" ? (
        <>
          <CircleCheck className={css.doneIcon} size={18} aria-hidden="true" />
          <VisuallyHidden>
            <Trans>（已学完）</Trans>
          </VisuallyHidden>
        </>
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
 * 2/3 of a lesson's exercises passed. Its title (and a screen reader) also says how, when any was
 * passed with help: the outline shows the child's own work apart from what the answer gave.
 */
function ExerciseCount({ passed, total, how }: NonNullable<LessonListItem["exercises"]>) {
  const { t } = useLingui();
  const { own = 0, parsons = 0, solution = 0 } = how ?? {};
  const title =
    parsons + solution > 0
      ? t`自己想出来 ${own} 道，拼好程序后做出来 ${parsons} 道，看了答案后做出来 ${solution} 道`
      : undefined;
  return (
    <span className={css.exerciseCount} data-complete={passed >= total} title={title}>
      <span aria-hidden="true">
        {passed}/{total}
      </span>
      <VisuallyHidden>
        <Trans>
          （练习通过 {passed} 道，共 {total} 道）
        </Trans>
        {title ? `（${title}）` : null}
      </VisuallyHidden>
    </span>
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
                  {/* A lesson still being written stays a link, tagged 编写中: its page says so kindly. */}
                  {item.state === "locked" && !current ? (
                    <span className={css.locked} data-state="locked">
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
