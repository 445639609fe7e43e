import { useLingui } from "@lingui/react/macro";
import { BookOpen, FolderOpen, House, Settings } from "lucide-react";
import type { ReactNode } from "react";
import * as css from "./DashboardShell.css";
import {
  activeDashboardItem,
  type DashboardHrefs,
  type DashboardNavItem,
  dashboardNavItems,
} from "./navItems";

export interface DashboardShellProps {
  /** Where each section lives: the app's addresses. */
  hrefs: DashboardHrefs;
  /** The current path; wins over `activeLabel` when it matches an item. */
  activeHref?: string;
  /** The dashboard store's label (SPEC §3); defaults to 学习中心. */
  activeLabel?: string;
  /** Names the navigation landmark; change it only when a page shows two shells. */
  navLabel?: string;
  /** Avatar and nickname, shown above the navigation. */
  user?: ReactNode;
  children: ReactNode;
}

const icons = { home: House, courses: BookOpen, projects: FolderOpen, settings: Settings };

/**
 * The learning centre's frame: side navigation on wide screens, tabs along the top on phones.
 * Items are plain links; the app intercepts same-origin clicks.
 */
export function DashboardShell({
  hrefs,
  activeHref,
  activeLabel,
  navLabel,
  user,
  children,
}: DashboardShellProps) {
  const { t } = useLingui();
  const active = activeDashboardItem(hrefs, activeHref, activeLabel);
  const label = (item: DashboardNavItem) =>
    ({ home: t`学习中心`, courses: t`我的课程`, projects: t`我的作品`, settings: t`设置` })[item.id];
  return (
    <div className={css.shell}>
      <div className={css.aside}>
        {user ? <div className={css.user}>{user}</div> : null}
        <nav aria-label={navLabel ?? t`学习中心导航`}>
          <ul className={css.list}>
            {dashboardNavItems.map((item) => {
              const Icon = icons[item.id];
              return (
                <li key={item.id}>
                  <a
                    className={css.link}
                    href={hrefs[item.id]}
                    aria-current={item.id === active?.id ? "page" : undefined}
                  >
                    <Icon className={css.icon} size={20} aria-hidden="true" />
                    {label(item)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <div className={css.content}>{children}</div>
    </div>
  );
}
