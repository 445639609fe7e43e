import { Trans, useLingui } from "@lingui/react/macro";
import type { AppDetail, Depot, DepotGroup, DepotItem, SalesPackage } from "@qisi/api";
import { EmptyState, LessonList, Link, PassedSummary } from "@qisi/ui";
import { useSetAtom } from "jotai";
import { useEffect, useId } from "react";
import { useLocation, useParams } from "wouter";
import { checkoutHref, classHref, DashboardFrame, frameCss, Loaded } from "../../features/dashboard";
import { type LessonProgressState, useLessonProgress } from "../../features/progress";
import { useAsync } from "../../features/use-async";
import { identity } from "../../i18n/identity";
import { api } from "../../state/api";
import { dashboardNavLabelAtom } from "../../state/session";
import * as css from "./ClassPage.css";
import { LessonContent } from "./LessonContent";
import { LessonDone } from "./LessonDone";
import { LockedLesson } from "./LockedLesson";
import { type LessonAccess, loadLessonAccess } from "./lesson-access";
import { LessonPlayer, preloadLessonStudio } from "./player/LessonPlayer";
import { isLessonStudioKind } from "./player/LessonStudio";

/** `/class/{course}/{lesson}`, not the course's certificate. */
const lessonAddress = /^\/class\/([^/]+)\/(?!certificate\/?$)[^/]+\/?$/;

interface ClassData {
  title: string;
  kind: "scratch" | "python" | "cpp";
  depot: Depot;
  packages: AppDetail["packages"];
  items: DepotItem[];
}

/** The public part: the course and its outline. Each lesson's text is asked for on its own. */
async function loadClass(courseId: string): Promise<ClassData | null> {
  try {
    const [app, depot] = await Promise.all([api.getApp(courseId), api.getAppDepot(courseId)]);
    return {
      title: app.title,
      kind: app.kind,
      depot,
      packages: app.packages,
      items: depot.children.flatMap((group) => group.children),
    };
  } catch {
    return null;
  }
}

// On a lesson's own address the studio of the course's language starts downloading as soon as the
// page's early answer for the course is in (src/early-data.js), not after the lesson's first render
// (issue 20: a lesson page interactive ≤ 1.5 s). Not through the client: before the session is in,
// its call would be a visitor's, asked again once the session arrives. Without an early answer (a
// page reached inside the app, WeChat's sign-in) the effects below start it once the course is loaded.
if (typeof window !== "undefined" && lessonAddress.test(location.pathname))
  void window.qisiEarlyCourseKind?.then((kind) => {
    if (isLessonStudioKind(kind)) preloadLessonStudio(kind);
  });

/** The package a locked lesson offers: the one with the most lessons, i.e. the whole course. */
const wholeCourse = (packages: SalesPackage[]) =>
  packages.reduce<SalesPackage | undefined>(
    (best, pkg) => (best && best.lessons >= pkg.lessons ? best : pkg),
    undefined,
  );

/** `/class/{course_id}` and `/class/{course_id}/{lesson_id}`: the depot's lessons and one lesson. */
export default function ClassPage() {
  const { courseId = "", lessonId } = useParams<{ courseId: string; lessonId?: string }>();
  const setNavLabel = useSetAtom(dashboardNavLabelAtom);
  useEffect(() => {
    setNavLabel("我的课程");
    return () => setNavLabel("学习中心");
  }, [setNavLabel]);
  const { i18n } = useLingui();
  const [location] = useLocation();
  const state = useAsync(() => loadClass(courseId), [courseId]);
  const access = useAsync(
    async (): Promise<LessonAccess | null> => (lessonId ? loadLessonAccess(lessonId) : null),
    [lessonId],
  );
  // useAsync keeps the last answer while the next loads: only this lesson's answer counts.
  const current = access.status === "ready" && access.value?.lessonId === lessonId ? access.value : null;
  const open = current?.status === "open" ? current.lesson : undefined;
  // A visit is recorded only on a lesson the learner may open (the server refuses the others).
  const progress = useLessonProgress(courseId, open ? lessonId : undefined);
  const data = state.status === "ready" ? state.value : null;
  const item = data?.items.find((i) => i.lessonId === lessonId);
  const title = data ? lessonId && item ? item.title : data.title : <Trans>课程</Trans>;
  // A lesson with steps is the player: steps beside the studio, the outline below.
  const player = open && open.steps.length > 0 ? open : undefined;
  // The studio's code, and its editor once the lesson has steps, download while the lesson's
  // exercises and the learner's drafts load (LessonPlayer).
  const courseKind = data && lessonId ? data.kind : undefined;
  const playerKind = player && data ? data.kind : undefined;
  useEffect(() => {
    if (courseKind) preloadLessonStudio(courseKind);
  }, [courseKind]);
  useEffect(() => {
    if (playerKind) preloadLessonStudio(playerKind, true);
  }, [playerKind]);

  return (
    <DashboardFrame title={title}>
      <Loaded state={state}>
        {(value) =>
          !value || (lessonId && !item) ? (
            <EmptyState
              title={<Trans>没有找到这节课</Trans>}
              description={<Trans>地址可能有误，或者课程已经调整。回到我的课程重新选择吧。</Trans>}
              action={{ label: <Trans>回到我的课程</Trans>, href: "/dashboard/courses" }}
            />
          ) : (
            <div className={player ? css.layoutWide : css.layout}>
              <div className={css.content}>
                {item ? (
                  <LessonContent
                    courseId={courseId}
                    courseTitle={value.title}
                    courseKind={value.kind}
                    item={item}
                    lesson={open}
                    loading={access.status === "loading" || (access.status === "ready" && !current)}
                    locked={
                      current?.status === "locked" ? (
                        <LockedLesson
                          item={item}
                          reason={current.reason}
                          offer={offerFor(courseId, value.packages)}
                          signInHref={`/login?from=${encodeURIComponent(location)}`}
                          serviceHref={i18n._(identity.customerServiceUrl)}
                        />
                      ) : undefined
                    }
                    previous={value.items[value.items.indexOf(item) - 1]}
                    next={value.items[value.items.indexOf(item) + 1]}
                    player={
                      player ? (
                        <LessonPlayer
                          lesson={player}
                          kind={value.kind}
                          service={api}
                          onProgress={progress.refresh}
                        />
                      ) : undefined
                    }
                    doneControl={
                      // Progress in a lesson with exercises comes from passed checks, never a button.
                      open && open.exercises.length === 0 ? (
                        <LessonDone done={progress.done.has(item.lessonId)} />
                      ) : undefined
                    }
                  />
                ) : (
                  <CourseIntro
                    courseId={courseId}
                    first={value.items[0]}
                    count={value.items.length}
                    exercises={progress.exercises}
                    complete={
                      value.items.length > 0 && value.items.every((i) => progress.done.has(i.lessonId))
                    }
                  />
                )}
              </div>
              <aside className={css.aside} aria-label={value.depot.title}>
                <LessonList
                  lessonHref={(lessonId) => classHref(courseId, lessonId)}
                  groups={withDoneState(value.depot.children, progress.done, progress.exercises)}
                  currentLessonId={item?.lessonId}
                />
              </aside>
            </div>
          )
        }
      </Loaded>
    </DashboardFrame>
  );
}

function offerFor(courseId: string, packages: SalesPackage[]) {
  const pkg = wholeCourse(packages);
  const href = pkg && checkoutHref(courseId, pkg.uid);
  return pkg && href ? { pkg, href } : undefined;
}

/**
 * The table of contents with finished lessons marked (LessonList shows a tick and says 已学完) and,
 * for lessons with exercises, how many passed (2/3).
 */
function withDoneState(
  groups: DepotGroup[],
  done: ReadonlySet<string>,
  exercises: LessonProgressState["exercises"],
) {
  return groups.map((group) => ({
    ...group,
    children: group.children.map((item) => ({
      ...item,
      state: done.has(item.lessonId) ? ("done" as const) : ("todo" as const),
      exercises: exercises[item.lessonId],
    })),
  }));
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
