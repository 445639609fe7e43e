import { Trans } from "@lingui/react/macro";
import type { AppDetail, Depot } from "@qisi/api";
import { EmptyState, Link, PageContainer } from "@qisi/ui";
import { useLocation, useSearch } from "wouter";
import { classHref } from "../../features/dashboard";
import { useAsync } from "../../features/use-async";
import { api } from "../../state/api";
import { Checkout } from "./Checkout";
import * as css from "./SalesPage.css";

async function loadCourse(uid: string): Promise<{ app: AppDetail; depot: Depot | null } | null> {
  try {
    const [app, depot] = await Promise.all([api.getApp(uid), api.getAppDepot(uid).catch(() => null)]);
    return { app, depot };
  } catch {
    return null;
  }
}

/**
 * `/app/{course}`: a course sales page with checkout; `?view=all` lists every lesson, `?package=`
 * preselects a package (a locked lesson's buy link), `#checkout` scrolls to it.
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
                </section>
                {course.value.depot ? (
                  <Outline depot={course.value.depot} uid={uid} viewAll={viewAll} />
                ) : null}
              </div>
              <Checkout
                course={course.value.app}
                plan={params.get("plan")}
                resumePaymentId={params.get("payment")}
                preselected={params.get("package")}
                startHref={classHref(uid)}
              />
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

function Outline({ depot, uid, viewAll }: { depot: Depot; uid: string; viewAll: boolean }) {
  const groups = viewAll ? depot.children : depot.children.slice(0, 1);
  const total = depot.children.reduce((sum, group) => sum + group.children.length, 0);
  return (
    <section aria-labelledby="course-outline">
      <h2 id="course-outline" className={css.sectionTitle}>
        <Trans>课程大纲</Trans>
      </h2>
      {groups.map((group) => (
        <div key={group.id} className={css.group}>
          <h3 className={css.groupTitle}>{group.title}</h3>
          <ol className={css.lessons}>
            {group.children.map((item) => (
              <li key={item.id} value={item.displaySeq}>
                {item.title}
                {item.minutes ? (
                  <span className={css.muted}>
                    {" "}
                    <Trans>· 约 {item.minutes} 分钟</Trans>
                  </span>
                ) : null}
                {item.free ? (
                  <span className={css.muted}>
                    {" "}
                    <Trans>· 登录即可免费试听</Trans>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ))}
      {viewAll ? null : (
        <Link href={`/app/${encodeURIComponent(uid)}?view=all`} tone="standalone">
          <Trans>查看全部 {total} 节课</Trans>
        </Link>
      )}
    </section>
  );
}
