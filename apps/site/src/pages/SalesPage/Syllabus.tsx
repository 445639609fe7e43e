import { Trans } from "@lingui/react/macro";
import type { Depot } from "@qisi/api";
import { Link } from "@qisi/ui";
import * as css from "./SalesPage.css";

/**
 * The course's syllabus from content (issue 39): units, each lesson with its title, whether it is a
 * project, how long it takes, and whether it is still being written (正在编写). `short` shows the
 * first unit and a link to the whole list (`?view=all`).
 */
export function Syllabus({ depot, uid, short }: { depot: Depot; uid: string; short: boolean }) {
  const groups = short ? depot.children.slice(0, 1) : depot.children;
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
              <li key={item.id} value={item.displaySeq} data-draft={item.draft || undefined}>
                <span className={item.draft ? css.draftTitle : undefined}>{item.title}</span>
                {item.kind === "project" ? (
                  <span className={css.tag}>
                    <Trans>项目课</Trans>
                  </span>
                ) : null}
                {item.draft ? (
                  <span className={css.draftTag}>
                    <Trans>正在编写</Trans>
                  </span>
                ) : null}
                {item.minutes ? (
                  <span className={css.muted}>
                    {" "}
                    <Trans>· 约 {item.minutes} 分钟</Trans>
                  </span>
                ) : null}
                {item.free && !item.draft ? (
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
      {short && depot.children.length > 1 ? (
        <Link href={`/app/${encodeURIComponent(uid)}?view=all`} tone="standalone">
          <Trans>查看全部 {total} 节课</Trans>
        </Link>
      ) : null}
    </section>
  );
}
