import { Trans, useLingui } from "@lingui/react/macro";
import type { AppDetail, Depot } from "@qisi/api";
import { EmptyState, PageContainer } from "@qisi/ui";
import { useLocation, useSearch } from "wouter";
import { classHref } from "../../features/dashboard";
import { useAsync } from "../../features/use-async";
import { api } from "../../state/api";
import { Checkout } from "./Checkout";
import { ComingSoon, remindParam } from "./ComingSoon";
import { agesText, gespText } from "./course-facts";
import * as css from "./SalesPage.css";
import { Syllabus } from "./Syllabus";

async function loadCourse(uid: string): Promise<{ app: AppDetail; depot: Depot | null } | null> {
  try {
    const [app, depot] = await Promise.all([api.getApp(uid), api.getAppDepot(uid).catch(() => null)]);
    return { app, depot };
  } catch {
    return null;
  }
}

/**
 * `/app/{course}`: a course sales page. An open course has its checkout (`?view=all` lists every
 * lesson, `?package=` preselects a package, `#checkout` scrolls to it); a 即将开课 course (no package
 * on sale, issue 39) shows its whole planned syllabus and 开课时提醒我 instead (`?remind=1`: set it
 * on arrival, after signing in).
 */
export default function SalesPage() {
  const [location] = useLocation();
  const params = new URLSearchParams(useSearch());
  const uid = decodeURIComponent(location.split("/")[2] ?? "");
  const viewAll = params.get("view") === "all";
  const course = useAsync(() => loadCourse(uid), [uid]);

  return (
    <main id="main" className={css.page}>
      <PageContainer>
        {course.status === "loading" ? (
          <p role="status" className={css.muted}>
            <Trans>正在加载课程…</Trans>
          </p>
        ) : course.status === "ready" && course.value ? (
          <>
            <header className={css.hero}>
              {course.value.app.status === "coming" ? (
                <p className={css.comingBadge}>
                  <Trans>即将开课</Trans>
                </p>
              ) : null}
              <h1 className={css.title}>{course.value.app.title}</h1>
              <p className={css.summary}>{course.value.app.summary}</p>
            </header>
            <div className={css.columns}>
              <div className={css.stack}>
                <section aria-labelledby="about-course">
                  <h2 id="about-course" className={css.sectionTitle}>
                    <Trans>课程介绍</Trans>
                  </h2>
                  <p>{course.value.app.description}</p>
                  <ul className={css.highlights}>
                    {course.value.app.highlights.map((highlight) => (
                      <li key={highlight}>{highlight}</li>
                    ))}
                  </ul>
                  <CourseFacts course={course.value.app} />
                </section>
                {course.value.depot ? (
                  <Syllabus
                    depot={course.value.depot}
                    uid={uid}
                    short={!viewAll && course.value.app.status === "open"}
                  />
                ) : null}
              </div>
              {course.value.app.status === "coming" ? (
                <ComingSoon
                  course={course.value.app}
                  startHref={classHref(uid)}
                  remindOnArrival={params.get(remindParam) === "1"}
                />
              ) : (
                <Checkout
                  course={course.value.app}
                  plan={params.get("plan")}
                  resumePaymentId={params.get("payment")}
                  preselected={params.get("package")}
                  startHref={classHref(uid)}
                />
              )}
            </div>
          </>
        ) : (
          <EmptyState
            title={<Trans>没有找到这门课程</Trans>}
            description={<Trans>课程可能已经下架了，去首页看看其他课程吧。</Trans>}
            action={{ label: <Trans>回到首页</Trans>, href: "/" }}
          />
        )}
      </PageContainer>
    </main>
  );
}

/** Who the course is for: age range, what to know first, the GESP level it prepares for (from course.yaml). */
function CourseFacts({ course }: { course: AppDetail }) {
  const { i18n } = useLingui();
  if (!course.ages && !course.prerequisites && !course.gesp) return null;
  return (
    <dl className={css.facts}>
      {course.ages ? (
        <div className={css.fact}>
          <dt>
            <Trans>适合年龄</Trans>
          </dt>
          <dd>{agesText(i18n, course.ages)}</dd>
        </div>
      ) : null}
      {course.prerequisites ? (
        <div className={css.fact}>
          <dt>
            <Trans>学前基础</Trans>
          </dt>
          <dd>{course.prerequisites}</dd>
        </div>
      ) : null}
      {course.gesp ? (
        <div className={css.fact}>
          <dt>
            <Trans>对应考级</Trans>
          </dt>
          <dd>{gespText(i18n, course.gesp)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
