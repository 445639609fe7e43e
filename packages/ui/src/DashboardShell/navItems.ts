/**
 * The learning centre's sections. `label` is the Chinese source label the app's dashboard store keeps
 * (SPEC §3, default 学习中心); what is shown goes through Lingui. Where each section lives is the
 * app's (`hrefs`).
 */
export const dashboardNavItems = [
  { id: "home", label: "学习中心" },
  { id: "courses", label: "我的课程" },
  { id: "projects", label: "我的作品" },
  { id: "settings", label: "设置" },
] as const;

export type DashboardNavItem = (typeof dashboardNavItems)[number];

/** The address of each section, from the app. */
export type DashboardHrefs = Record<DashboardNavItem["id"], string>;

/** SPEC §9. */
export const defaultDashboardLabel = "学习中心";

/** The active item: by href first (the URL is the truth), then by the store's label. */
export function activeDashboardItem(
  hrefs: DashboardHrefs,
  activeHref?: string,
  activeLabel?: string,
): DashboardNavItem | undefined {
  if (activeHref !== undefined) {
    const path = activeHref.replace(/[?#].*$/, "").replace(/\/+$/, "") || "/";
    const byHref = dashboardNavItems.find((item) => hrefs[item.id] === path);
    if (byHref) return byHref;
  }
  return dashboardNavItems.find((item) => item.label === (activeLabel ?? defaultDashboardLabel));
}
