import { Trans } from "@lingui/react/macro";
import { CourseCard, EmptyState } from "@qisi/ui";
import { frameCss as css, DashboardFrame, Loaded, salesHref } from "../../features/dashboard";
import { loadMyCourses } from "../../features/dashboard/data";
import { useAsync } from "../../features/use-async";
import { useAccount } from "../../state/session";

/** `/dashboard/courses`: every course the learner has. */
export default function DashboardCoursesPage() {
  return (
    <DashboardFrame title={<Trans>我的课程</Trans>}>
      <Courses />
    </DashboardFrame>
  );
}

function Courses() {
  const { id } = useAccount();
  const courses = useAsync(() => loadMyCourses(id), [id]);
  return (
    <Loaded state={courses}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState
            title={<Trans>还没有课程</Trans>}
            description={<Trans>报名课程后，课程会出现在这里，随时可以开始学习。</Trans>}
            action={{ label: <Trans>去看看课程</Trans>, href: salesHref("25s2-python-cpp-01") }}
          />
        ) : (
          <ul className={css.grid}>
            {list.map((course) => (
              <li key={course.href}>
                <CourseCard course={course} headingLevel={2} />
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}
