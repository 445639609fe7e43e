import { Trans } from "@lingui/react/macro";
import type { DepotItem } from "@qisi/api";
import { EmptyState, LessonList, Link, PassedSummary } from "@qisi/ui";
import { useSetAtom } from "jotai";
import { useEffect, useId } from "react";
import { useParams } from "wouter";
import { classHref, DashboardFrame, frameCss, Loaded } from "../../features/dashboard";
import { type LessonProgressState, useLessonProgress } from "../../features/progress";
import { type AsyncState, useAsync } from "../../features/use-async";
import { dashboardNavLabelAtom } from "../../state/session";
import * as css from "./ClassPage.css";
import { type ClassData, loadClass, withDoneState } from "./class-data";
import { LessonPage } from "./LessonPage";
import { preloadLessonStudio } from "./player/LessonPlayer";
import { isLessonStudioKind } from "./player/LessonStudio";

/** `/class/{course}/{lesson}`, not the course's certificate. */
const lessonAddress = /^\/class\/([^/]+)\/(?!certificate\/?$)[^/]+\/?$/;

// On a lesson's own address the studio of the course's language starts downloading as soon as the
// page's early answer for the course is in (src/early-data.js), not after the lesson's first render
// (issue 20: a lesson page interactive ≤ 1.5 s). Not through the client: before the session is in,
// its call would be a visitor's, asked again once the session arrives. Without an early answer (a
// page reached inside the app, WeChat's sign-in) the lesson page starts it once the course is loaded.
// A phone gets no Scratch editor in a lesson (LessonPlayer), so it downloads none.
if (typeof window !== "undefined" && lessonAddress.test(location.pathname))
  void window.qisiEarlyCourseKind?.then((kind) => {
    if (!isLessonStudioKind(kind)) return;
    if (kind === "scratch" && matchMedia("(max-width: 768px)").matches) return;
    preloadLessonStudio(kind);
  });

/**
 * `/class/{course_id}` (the course's outline in the learning centre) and
 * `/class/{course_id}/{lesson_id}` (the lesson as a workspace of its own: LessonPage).
 */
export default function ClassPage() {
  const { courseId = "", lessonId } = useParams<{ courseId: string; lessonId?: string }>();
  const setNavLabel = useSetAtom(dashboardNavLabelAtom);
  useEffect(() => {
    setNavLabel("我的课程");
    return () => setNavLabel("学习中心");
  }, [setNavLabel]);
  const course = useAsync(() => loadClass(courseId), [courseId]);
  return lessonId ? (
    <LessonPage courseId={courseId} lessonId={lessonId} course={course} />
  ) : (
    <CoursePage courseId={courseId} course={course} />
  );
}

function CoursePage({
  courseId,
  course,
}: {
  courseId: string;
  course: AsyncState<ClassData | null> & { reload: () => void };
}) {
  const progress = useLessonProgress(courseId, undefined);
  const data = course.status === "ready" ? course.value : null;
  return (
    <DashboardFrame title={data?.title ?? <Trans>课程</Trans>}>
      <Loaded state={course}>
        {(value) =>
          !value ? (
            <EmptyState
              title={<Trans>没有找到这门课</Trans>}
              description={<Trans>地址可能有误，或者课程已经调整。回到我的课程重新选择吧。</Trans>}
              action={{ label: <Trans>回到我的课程</Trans>, href: "/dashboard/courses" }}
            />
          ) : (
            <div className={css.layout}>
              <div className={css.content}>
                <CourseIntro
                  courseId={courseId}
                  first={value.items[0]}
                  count={value.items.length}
                  exercises={progress.exercises}
                  complete={value.items.length > 0 && value.items.every((i) => progress.done.has(i.lessonId))}
                />
              </div>
              <aside className={css.aside} aria-label={value.depot.title}>
                <LessonList
                  lessonHref={(id) => classHref(courseId, id)}
                  groups={withDoneState(value.depot.children, progress.done, progress.exercises)}
                />
              </aside>
            </div>
          )
        }
      </Loaded>
    </DashboardFrame>
  );
}

function CourseIntro({
  courseId,
  first,
  count,
  exercises,
  complete,
}: {
  courseId: string;
  first?: DepotItem;
  count: number;
  exercises: LessonProgressState["exercises"];
  complete: boolean;
}) {
  const passed = passedSoFar(exercises);
  const passedTotal = passed.total;
  const passedHeading = useId();
  return (
    <div className={frameCss.stack}>
      <p className={frameCss.muted}>
        <Trans>这门课一共有 {count} 节课，按顺序学习效果最好。</Trans>
      </p>
      {passedTotal > 0 ? (
        <section className={frameCss.stack} aria-labelledby={passedHeading}>
          <h2 className={frameCss.sectionTitle} id={passedHeading}>
            <Trans>到现在，你做出了 {passedTotal} 道练习</Trans>
          </h2>
          <PassedSummary {...passed.how} />
        </section>
      ) : null}
      {first ? (
        <p>
          <Link href={classHref(courseId, first.lessonId)} tone="standalone">
            <Trans>从第一课开始</Trans>
          </Link>
        </p>
      ) : null}
      {complete ? (
        <p>
          <Link href={`${classHref(courseId)}/certificate`} tone="standalone">
            <Trans>全部学完了！查看结业证书</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** The course's passed exercises so far and how they were passed, added up over its lessons. */
function passedSoFar(exercises: LessonProgressState["exercises"]) {
  const how = { own: 0, parsons: 0, solution: 0 };
  let total = 0;
  for (const lesson of Object.values(exercises)) {
    total += lesson.passed;
    for (const way of ["own", "parsons", "solution"] as const) how[way] += lesson.how?.[way] ?? 0;
  }
  return { total, how };
}
