/**
 * The learning centre's sections. `label` is the Chinese source label the app's dashboard store keeps
 * (SPEC §3, default 学习中心); what is shown goes through Lingui.
 */
export const dashboardNavItems = [
  { id: "home", label: "学习中心", href: "/dashboard" },
  { id: "courses", label: "我的课程", href: "/dashboard/courses" },
  { id: "projects", label: "我的作品", href: "/dashboard/projects" },
  { id: "settings", label: "设置", href: "/dashboard/settings" },
] as const;

export type DashboardNavItem = (typeof dashboardNavItems)[number];

/** SPEC §9. */
export const defaultDashboardLabel = "学习中心";

/** The active item: by href first (the URL is the truth), then by the store's label. */
export function activeDashboardItem(activeHref?: string, activeLabel?: string): DashboardNavItem | undefined {
  if (activeHref !== undefined) {
    const path = activeHref.replace(/[?#].*$/, "").replace(/\/+$/, "") || "/";
    const byHref = dashboardNavItems.find((item) => item.href === path);
    if (byHref) return byHref;
  }
  return dashboardNavItems.find((item) => item.label === (activeLabel ?? defaultDashboardLabel));
}
