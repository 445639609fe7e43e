import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState, LessonList, LessonWorkspace, PageContainer, usePhoneLayout } from "@qisi/ui";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { classHref, Loaded, routeSameOriginClicks } from "../../features/dashboard";
import { useLessonProgress } from "../../features/progress";
import { type AsyncState, useAsync } from "../../features/use-async";
import { identity } from "../../i18n/identity";
import { api } from "../../state/api";
import { useAccount } from "../../state/session";
import * as css from "./ClassPage.css";
import type { ClassData } from "./class-data";
import { comingHrefFor, offerFor, withDoneState } from "./class-data";
import { LessonContent, LessonPager, LessonStarter } from "./LessonContent";
import { LessonDone } from "./LessonDone";
import { LockedLesson } from "./LockedLesson";
import { type LessonAccess, loadLessonAccess } from "./lesson-access";
import { LessonPlayer, preloadLessonStudio } from "./player/LessonPlayer";

export interface LessonPageProps {
  courseId: string;
  lessonId: string;
  course: AsyncState<ClassData | null> & { reload: () => void };
}

/**
 * `/class/{course}/{lesson}`: the lesson as a workspace of its own (issue 37): no learning-centre
 * sidebar, the course outline in a drawer, the player's steps and editor across the whole width.
 */
export function LessonPage({ courseId, lessonId, course }: LessonPageProps) {
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const account = useAccount();
  const phone = usePhoneLayout();
  const access = useAsync(async (): Promise<LessonAccess> => loadLessonAccess(lessonId), [lessonId]);
  // useAsync keeps the last answer while the next loads: only this lesson's answer counts.
  const current = access.status === "ready" && access.value.lessonId === lessonId ? access.value : null;
  const open = current?.status === "open" ? current.lesson : undefined;
  // A visit is recorded only on a lesson the learner may open (the server refuses the others).
  const progress = useLessonProgress(courseId, open ? lessonId : undefined);
  const data = course.status === "ready" ? course.value : null;
  const item = data?.items.find((i) => i.lessonId === lessonId);
  // A lesson with steps is the player: steps beside the studio.
  const player = open && open.steps.length > 0 ? open : undefined;
  // The studio's code, and its editor once the lesson has steps, download while the lesson's
  // exercises and the learner's drafts load (LessonPlayer). A Scratch lesson on a phone has no editor.
  const courseKind = data && !(phone && data.kind === "scratch") ? data.kind : undefined;
  const playerKind = player ? courseKind : undefined;
  useEffect(() => {
    if (courseKind) preloadLessonStudio(courseKind);
  }, [courseKind]);
  useEffect(() => {
    if (playerKind) preloadLessonStudio(playerKind, true);
  }, [playerKind]);
  useEffect(() => {
    if (item && data) document.title = `${item.title} · ${data.title}`;
  }, [item, data]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only re-routes clicks on links, which keyboards activate as clicks too.
    <main id="main" className={css.workspaceMain} onClick={routeSameOriginClicks(navigate)}>
      <Loaded state={course}>
        {(value) => {
          if (!value || !item)
            return (
              <PageContainer>
                <EmptyState
                  // The lesson's own page has no other heading: this one is the page's.
                  headingLevel={1}
                  title={<Trans>没有找到这节课</Trans>}
                  description={<Trans>地址可能有误，或者课程已经调整。回到我的课程重新选择吧。</Trans>}
                  action={{ label: <Trans>回到我的课程</Trans>, href: "/dashboard/courses" }}
                />
              </PageContainer>
            );
          const index = value.items.indexOf(item);
          const previous = value.items[index - 1];
          const next = value.items[index + 1];
          const seq = item.displaySeq ?? 0;
          const pager = <LessonPager courseId={courseId} previous={previous} next={next} />;
          return (
            <LessonWorkspace
              title={item.title}
              subtitle={
                <Trans>
                  {value.title} · 第 {seq} 节
                </Trans>
              }
              fit={player ? "fill" : "flow"}
              outline={
                <LessonList
                  lessonHref={(id) => classHref(courseId, id)}
                  groups={withDoneState(value.depot.children, progress.done, progress.exercises)}
                  currentLessonId={item.lessonId}
                />
              }
            >
              <LessonContent
                courseKind={value.kind}
                lesson={open}
                loading={access.status === "loading" || (access.status === "ready" && !current)}
                locked={
                  current?.status === "locked" ? (
                    <LockedLesson
                      item={item}
                      reason={current.reason}
                      offer={offerFor(courseId, value.packages)}
                      comingHref={comingHrefFor(courseId, value.packages)}
                      signInHref={`/login?from=${encodeURIComponent(location)}`}
                      serviceHref={i18n._(identity.customerServiceUrl)}
                    />
                  ) : undefined
                }
                pager={pager}
                player={
                  player ? (
                    <LessonPlayer
                      // A new lesson is a new player: no step, answer or editor state carries over
                      // when 下一节 changes the lesson on the same page.
                      key={player.id}
                      lesson={player}
                      kind={value.kind}
                      service={api}
                      accountId={account.id}
                      onProgress={progress.refresh}
                      nextLesson={
                        next ? { href: classHref(courseId, next.lessonId), title: next.title } : undefined
                      }
                      before={
                        player.videoUrl ? (
                          // biome-ignore lint/a11y/useMediaCaption: lesson videos come without caption files yet; the steps say the same.
                          <video className={css.video} src={player.videoUrl} controls preload="metadata" />
                        ) : undefined
                      }
                      after={
                        <>
                          <LessonStarter lesson={player} courseKind={value.kind} afterSteps />
                          {pager}
                        </>
                      }
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
            </LessonWorkspace>
          );
        }}
      </Loaded>
    </main>
  );
}
