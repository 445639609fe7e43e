import { Trans } from "@lingui/react/macro";
import { CourseCard, EmptyState, Link, ProjectCard, RecommendedCourseCard } from "@qisi/ui";
import type { ReactNode } from "react";
import {
  frameCss as css,
  DashboardFrame,
  Loaded,
  NewProjectLinks,
  salesHref,
} from "../../features/dashboard";
import { loadMyCourses, loadRecommended, toProjectCard } from "../../features/dashboard/data";
import { useAsync } from "../../features/use-async";
import { api } from "../../state/api";
import { useAccount } from "../../state/session";

/** `/dashboard`: the learning centre — my courses, my projects, recommended courses. */
export default function DashboardPage() {
  return (
    <DashboardFrame title={<Trans>学习中心</Trans>}>
      <Overview />
    </DashboardFrame>
  );
}

function Overview() {
  const { id } = useAccount();
  const courses = useAsync(() => loadMyCourses(id), [id]);
  const projects = useAsync(() => api.getUserProjects(id), [id]);
  const recommended = useAsync(() => loadRecommended(id), [id]);
  return (
    <>
      <Section id="my-courses" title={<Trans>我的课程</Trans>} more="/dashboard/courses">
        <Loaded state={courses}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={<Trans>还没有课程</Trans>}
                description={<Trans>先上一节体验课，看看编程有多好玩。</Trans>}
                action={{ label: <Trans>去看看课程</Trans>, href: salesHref("25s2-python-cpp-01") }}
              />
            ) : (
              <ul className={css.grid}>
                {list.map((course) => (
                  <li key={course.href}>
                    <CourseCard course={course} />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Section>
      <Section id="my-projects" title={<Trans>我的作品</Trans>} more="/dashboard/projects">
        <NewProjectLinks size="sm" />
        <Loaded state={projects}>
          {(page) =>
            page.items.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={<Trans>还没有作品</Trans>}
                description={<Trans>打开一节课，跟着做出你的第一个作品吧；也可以自己新建一个。</Trans>}
              />
            ) : (
              <ul className={css.grid}>
                {page.items.slice(0, 4).map((project) => (
                  <li key={project.id}>
                    <ProjectCard project={toProjectCard(project)} />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Section>
      <Section id="recommended" title={<Trans>推荐课程</Trans>}>
        <Loaded state={recommended}>
          {(list) =>
            list.length === 0 ? (
              <p className={css.muted}>
                <Trans>所有在售课程你都已经拥有啦，继续加油！</Trans>
              </p>
            ) : (
              <ul className={css.grid}>
                {list.map((course) => (
                  <li key={course.href}>
                    <RecommendedCourseCard course={course} />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Section>
    </>
  );
}

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: ReactNode;
  more?: string;
  children: ReactNode;
}) {
  return (
    <section className={css.section} aria-labelledby={id}>
      <div className={css.sectionHead}>
        <h2 id={id} className={css.sectionTitle}>
          {title}
        </h2>
        {more ? (
          <Link href={more} tone="standalone">
            <Trans>查看全部</Trans>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
